//! The network for a program that is not async (the window): a [`Link`] runs one seat's
//! connection on a thread of its own, and a [`Hosting`] runs a table server on this computer.
//! Messages go in and come out through channels, and the link calls `wake` whenever something
//! comes, so a window asks for a frame then and never waits on the network.

use crate::client::{Client, ClientError, SeatLine};
use crate::protocol::{ClientMessage, ServerMessage};
use crate::server::Server;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;
use tokio::sync::{mpsc as tokio_mpsc, oneshot};

/// What a link reports.
#[derive(Clone, Debug, PartialEq)]
// A few events a move, each moved once: boxing the message would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum LinkEvent {
    /// A message from the table server.
    Message(ServerMessage),
    /// The line dropped and came back (the seat was taken back with its token).
    Back,
    /// The line is gone for good, and why.
    Closed(Ended),
}

/// Why a link ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Nobody answered at this address.
    Unreachable(String),
    /// The server refused the opening (its refusal came just before).
    Refused,
    /// The line dropped and could not be made again: the details, in English.
    Dropped(String),
    /// The program let the link go.
    LetGo,
}

/// One seat's line to a table server. Dropping it closes the connection.
pub struct Link {
    out: tokio_mpsc::UnboundedSender<ClientMessage>,
    events: mpsc::Receiver<LinkEvent>,
}

impl Link {
    /// Connects to `url` (`ws://host:port`) and sends `opening` (a host or join message);
    /// until the server seats the person, a refusal closes the link (the refusal is reported,
    /// then the closing with the same reason).
    pub fn open(url: &str, opening: ClientMessage, wake: impl Fn() + Send + 'static) -> Link {
        let (out, out_rx) = tokio_mpsc::unbounded_channel();
        let (tx, events) = mpsc::channel();
        let url = url.to_string();
        let spawned = std::thread::Builder::new()
            .name("sevenfold-link".into())
            .spawn(move || {
                let report = |e: LinkEvent| {
                    let _ = tx.send(e);
                    wake();
                };
                let runtime = match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(r) => r,
                    Err(e) => return report(LinkEvent::Closed(Ended::Dropped(e.to_string()))),
                };
                let end = runtime.block_on(run(&url, opening, out_rx, &report));
                report(LinkEvent::Closed(end));
            });
        if let Err(e) = spawned {
            let (tx, events) = mpsc::channel();
            let _ = tx.send(LinkEvent::Closed(Ended::Dropped(e.to_string())));
            return Link { out, events };
        }
        Link { out, events }
    }

    /// Sends a message (in order, once the line is up).
    pub fn send(&self, message: ClientMessage) {
        let _ = self.out.send(message);
    }

    /// What has come since the last call, oldest first.
    pub fn poll(&self) -> Vec<LinkEvent> {
        self.events.try_iter().collect()
    }
}

/// The link's life: connect, open, then carry messages both ways until the window lets go
/// (the string says why it ended).
async fn run(
    url: &str,
    opening: ClientMessage,
    mut out: tokio_mpsc::UnboundedReceiver<ClientMessage>,
    report: &impl Fn(LinkEvent),
) -> Ended {
    let mut client = match Client::connect(url).await {
        Ok(c) => c,
        Err(ClientError::Connect { url, .. }) => return Ended::Unreachable(url),
        Err(e) => return Ended::Dropped(e.to_string()),
    };
    if let Err(e) = client.send(&opening).await {
        return Ended::Dropped(e.to_string());
    }
    // Until the person has a seat there is no token to come back with.
    let (code, token) = loop {
        match client.recv(Duration::from_secs(30)).await {
            Ok(refused @ ServerMessage::Refused { .. }) => {
                report(LinkEvent::Message(refused));
                return Ended::Refused;
            }
            Ok(ServerMessage::Seated { code, seat, token }) => {
                report(LinkEvent::Message(ServerMessage::Seated {
                    code: code.clone(),
                    seat,
                    token: token.clone(),
                }));
                break (code, token);
            }
            // A watcher holds no seat to take back: its line carries messages until it ends.
            Ok(watching @ ServerMessage::Watching { .. }) => {
                report(LinkEvent::Message(watching));
                return watch(client, out, report).await;
            }
            Ok(other) => report(LinkEvent::Message(other)),
            Err(e) => return Ended::Dropped(e.to_string()),
        }
    };
    let mut line = SeatLine::new(url, &code, &token, client);
    let mut beat = tokio::time::interval(PING_EVERY);
    loop {
        let reconnects = line.reconnects();
        // An hour without a message is no fault (friends may take their time): the pings
        // tell a quiet line from a dead one.
        let next = tokio::select! {
            m = out.recv() => Next::Out(m),
            r = line.recv(Duration::from_secs(3600)) => Next::In(r),
            _ = beat.tick() => Next::Beat,
        };
        if line.reconnects() > reconnects {
            report(LinkEvent::Back);
        }
        match next {
            Next::Out(None) => {
                line.drop_line().await;
                return Ended::LetGo;
            }
            Next::Out(Some(m)) => {
                let reconnects = line.reconnects();
                if let Err(e) = line.send(&m).await {
                    return Ended::Dropped(e.to_string());
                }
                if line.reconnects() > reconnects {
                    report(LinkEvent::Back);
                }
            }
            // The seat was taken back on another connection (another window of the same
            // person): this line lets it go rather than take it back in turn.
            Next::In(Ok(ServerMessage::Replaced { reason, .. })) => {
                line.drop_line().await;
                return Ended::Dropped(reason);
            }
            Next::In(Ok(m)) => report(LinkEvent::Message(m)),
            Next::In(Err(ClientError::Silent(_))) => {}
            Next::Beat => line.keep_alive(PING_EVERY * 3).await,
            Next::In(Err(e)) => return Ended::Dropped(e.to_string()),
        }
    }
}

/// A watcher's line: what the server tells, and what the window sends (nothing but a
/// farewell), with pings, until either end lets go.
async fn watch(
    mut client: Client,
    mut out: tokio_mpsc::UnboundedReceiver<ClientMessage>,
    report: &impl Fn(LinkEvent),
) -> Ended {
    let mut beat = tokio::time::interval(PING_EVERY);
    loop {
        let next = tokio::select! {
            m = out.recv() => Next::Out(m),
            r = client.recv(Duration::from_secs(3600)) => Next::In(r),
            _ = beat.tick() => Next::Beat,
        };
        match next {
            Next::Out(None) => {
                client.close().await;
                return Ended::LetGo;
            }
            Next::Out(Some(m)) => {
                if let Err(e) = client.send(&m).await {
                    return Ended::Dropped(e.to_string());
                }
            }
            Next::In(Ok(m)) => report(LinkEvent::Message(m)),
            Next::In(Err(ClientError::Silent(_))) => {}
            Next::Beat => {
                if let Err(e) = client.ping().await {
                    return Ended::Dropped(e.to_string());
                }
            }
            Next::In(Err(e)) => return Ended::Dropped(e.to_string()),
        }
    }
}

enum Next {
    Out(Option<ClientMessage>),
    In(Result<ServerMessage, ClientError>),
    Beat,
}

/// How often a link pings its server; three beats without a word and the line is made again.
const PING_EVERY: Duration = Duration::from_secs(15);

/// A table server running on this computer for as long as this value lives.
pub struct Hosting {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Hosting {
    /// Starts a server on `addr` ("0.0.0.0:7878" takes friends' connections; port 0 picks a
    /// free one), keeping its tables in `keep`'s `tables` folder when given; the error says
    /// why it could not listen.
    pub fn start(addr: &str, keep: Option<PathBuf>) -> Result<Hosting, String> {
        let (stop, stopped) = oneshot::channel::<()>();
        let (ready, started) = mpsc::channel();
        let addr = addr.to_string();
        let thread = std::thread::Builder::new()
            .name("sevenfold-host".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(2)
                    .enable_all()
                    .build()
                {
                    Ok(r) => r,
                    Err(e) => {
                        let _ = ready.send(Err(e.to_string()));
                        return;
                    }
                };
                runtime.block_on(async move {
                    match Server::start_keeping(&addr, keep.as_deref()).await {
                        Ok((server, _problems)) => {
                            let _ = ready.send(Ok(server.addr()));
                            let _ = stopped.await;
                            server.stop();
                        }
                        Err(e) => {
                            let _ = ready.send(Err(e.to_string()));
                        }
                    }
                });
                // A bot still thinking is not waited for: the window is closing.
                runtime.shutdown_timeout(Duration::from_millis(200));
            })
            .map_err(|e| e.to_string())?;
        match started.recv() {
            Ok(Ok(addr)) => Ok(Hosting {
                addr,
                stop: Some(stop),
                thread: Some(thread),
            }),
            Ok(Err(e)) => {
                let _ = thread.join();
                Err(e)
            }
            Err(_) => Err("the table server stopped as it started".to_string()),
        }
    }

    /// Where it listens.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Its address for a client on this computer (`ws://127.0.0.1:PORT` when it listens on
    /// every address).
    pub fn local_url(&self) -> String {
        let ip = if self.addr.ip().is_unspecified() {
            std::net::IpAddr::from([127, 0, 0, 1])
        } else {
            self.addr.ip()
        };
        format!("ws://{}", SocketAddr::new(ip, self.addr.port()))
    }
}

impl Drop for Hosting {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
