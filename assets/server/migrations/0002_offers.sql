-- The draw offer waiting for answers, so that it outlives a restart: the offering seat, then
-- the seats whose consent it still waits for ("0:1", "2:0,3"); NULL when there is none.
ALTER TABLE games ADD COLUMN offer TEXT;
