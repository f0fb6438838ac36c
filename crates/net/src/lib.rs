//! Playing with friends on other computers: a table server that runs the real engine and the
//! match layer, and a client. Clients only send actions in the scenario notation and receive
//! what their seat may see; the server is authoritative. Headless, like the engine and the
//! bots: the window and the `sevenfold serve` command use it.
//!
//! The messages are in [`protocol`] (and `docs/protocol.md`), one match on the server is a
//! [`table`], the server is [`server`], a client [`client`]; [`link`] carries a client and a
//! server for a program that is not async (the window).

pub mod client;
pub mod keep;
pub mod link;
pub mod load;
pub mod protocol;
pub mod server;
pub mod table;
#[cfg(feature = "tls")]
pub mod tls;

pub use client::{Client, SeatLine};
pub use link::{Ended, Hosting, Link, LinkEvent};
pub use protocol::{ClientMessage, PROTOCOL_VERSION, SeatPlan, ServerMessage};
pub use server::{Expiry, Limits, Server, TlsFiles};
