//! Passwords and sessions. A password is kept only as an argon2id hash; a session is a random
//! token the client keeps, and the server keeps only the token's SHA-256, so sessions survive a
//! restart and a copy of the database opens none. A failed sign-in says the same, and takes the
//! same work, whether or not the name exists.

use super::store::{Store, StoreError, now_ms};
use crate::net::online::{PASSWORD_CHARS, Session, check_name};
use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng};
use sha2::{Digest, Sha256};
use std::sync::LazyLock;

/// What a sign-in or a sign-up came to, when not a session.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("{0}")]
    Invalid(String),
    #[error("that name is taken")]
    Taken,
    /// The same words for a wrong password and for a name nobody has.
    #[error("wrong name or password")]
    Wrong,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Threads that hash passwords. Each hash takes argon2's 19 MiB; on a pool of threads that grows
/// with demand every thread's allocator kept its own (20 sign-ups left the server 210 MiB
/// larger in the load test), so two threads do all of it, which also bounds the CPU that
/// sign-ins can take from the games.
const HASHING_THREADS: usize = 2;

type Job = Box<dyn FnOnce() + Send>;

static HASHERS: LazyLock<std::sync::Mutex<std::sync::mpsc::Sender<Job>>> = LazyLock::new(|| {
    let (jobs, queue) = std::sync::mpsc::channel::<Job>();
    let queue = std::sync::Arc::new(std::sync::Mutex::new(queue));
    for n in 0..HASHING_THREADS {
        let queue = queue.clone();
        let spawned = std::thread::Builder::new().name(format!("password-hash-{n}")).spawn(move || {
            loop {
                let job = queue.lock().unwrap_or_else(std::sync::PoisonError::into_inner).recv();
                match job {
                    Ok(job) => job(),
                    Err(_) => return,
                }
            }
        });
        spawned.expect("a thread to hash passwords");
    }
    std::sync::Mutex::new(jobs)
});

/// Runs `work` on a hashing thread; None if the threads are gone.
async fn hashing<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (answer, answered) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move || {
        let _ = answer.send(work());
    });
    HASHERS.lock().unwrap_or_else(std::sync::PoisonError::into_inner).send(job).ok()?;
    answered.await.ok()
}

/// A hash to verify against when the name does not exist, so that the answer takes as long.
static DECOY: LazyLock<String> = LazyLock::new(|| hash("decoy password, never anyone's").expect("hashing a fixed password"));

fn hash(password: &str) -> Result<String, AccountError> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(|e| AccountError::Invalid(e.to_string()))
}

fn verifies(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
}

fn check_password(password: &str) -> Result<(), AccountError> {
    if !PASSWORD_CHARS.contains(&password.chars().count()) {
        return Err(AccountError::Invalid(format!("a password has {} to {} characters", PASSWORD_CHARS.start(), PASSWORD_CHARS.end())));
    }
    Ok(())
}

/// The SHA-256 of a token, in hex: what the sessions table keys by.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

/// A new token: 43 letters and digits, about 256 bits from the thread's CSPRNG.
fn new_token() -> String {
    use rand::RngExt;
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let mut rng = rand::rng();
    (0..43).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect()
}

/// Signs up: the name must be free in any case.
pub async fn register(store: &Store, name: &str, password: &str) -> Result<Session, AccountError> {
    check_name(name).map_err(AccountError::Invalid)?;
    check_password(password)?;
    let password = password.to_string();
    let hashed = hashing(move || hash(&password)).await.ok_or_else(|| AccountError::Invalid("the server is stopping".into()))??;
    if !store.add_player(name, &hashed, now_ms()).await? {
        return Err(AccountError::Taken);
    }
    open_session(store, name).await
}

/// Signs in.
pub async fn login(store: &Store, name: &str, password: &str) -> Result<Session, AccountError> {
    // A password no account can have is checked against the decoy, not cut short.
    let possible = check_name(name).is_ok() && check_password(password).is_ok();
    let found = if possible { store.player_password(name).await? } else { None };
    let (spelt, stored) = match found {
        Some((spelt, stored)) => (Some(spelt), stored),
        None => (None, DECOY.clone()),
    };
    let password: String = password.chars().take(*PASSWORD_CHARS.end()).collect();
    let right = hashing(move || verifies(&password, &stored)).await.unwrap_or(false);
    match spelt {
        Some(spelt) if right => open_session(store, &spelt).await,
        _ => Err(AccountError::Wrong),
    }
}

async fn open_session(store: &Store, name: &str) -> Result<Session, AccountError> {
    let token = new_token();
    store.add_session(&token_hash(&token), name, now_ms()).await?;
    Ok(Session { token, name: name.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_only() {
        let h = hash("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert!(verifies("correct horse", &h));
        assert!(!verifies("correct horsf", &h));
        assert!(!verifies("anything", "not a hash"));
    }

    #[test]
    fn tokens_differ_and_are_kept_hashed() {
        let (a, b) = (new_token(), new_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert_eq!(token_hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
