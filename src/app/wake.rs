//! Waking the window from another thread. The app sleeps until something happens (`redraw`),
//! so every background job (`core::worker`: the computer, the analysis board, "Analyse game";
//! the network's threads) ends each report by calling a waker made here, which sends winit's
//! wake-up event through the event loop.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};

/// A waker for the window of this app (one that does nothing in a headless app or a test).
pub fn waker(proxy: Option<&EventLoopProxyWrapper>) -> impl Fn() + Send + Sync + 'static {
    let proxy = proxy.map(|p| (**p).clone());
    move || {
        if let Some(p) = &proxy {
            let _ = p.send_event(WinitUserEvent::WakeUp);
        }
    }
}

/// What a system that starts background work takes to wake the window.
#[derive(SystemParam)]
pub struct Wake<'w> {
    proxy: Option<Res<'w, EventLoopProxyWrapper>>,
}

impl Wake<'_> {
    pub fn waker(&self) -> impl Fn() + Send + Sync + 'static {
        waker(self.proxy.as_deref())
    }
}
