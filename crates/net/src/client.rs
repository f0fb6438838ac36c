//! A client of a table server: connects, says hello, sends [`ClientMessage`]s and receives
//! [`ServerMessage`]s. Headless: the tests, the load test and the window build on it.

use crate::protocol::{ClientMessage, MAX_TOLD_BYTES, PROTOCOL_VERSION, ServerMessage};
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Why a client could not go on.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("could not reach the table server at {url}: {detail}; check the address and port")]
    Connect { url: String, detail: String },
    #[error("the line to the table server dropped: {0}")]
    Line(String),
    #[error("the table server sent something that is not protocol {PROTOCOL_VERSION}: {0}")]
    Garbled(String),
    #[error("no word from the table server in {0:?}")]
    Silent(Duration),
    #[error("the table server refused: {0}")]
    Refused(String),
}

/// One connection to a table server.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// When the server was last heard from (any frame, a pong included).
    last_heard: std::time::Instant,
    /// The `actions` of the last state received: an [`ClientMessage::Act`] is sent as an
    /// `act` on the match after that many.
    actions: usize,
}

impl Client {
    /// Connects to `url` (`ws://host:port`, or `wss://` trusting the web's usual
    /// certificate authorities) and says hello.
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_TOLD_BYTES))
            .max_frame_size(Some(MAX_TOLD_BYTES));
        let connected = tokio_tungstenite::connect_async_with_config(url, Some(config), true).await;
        Client::greet(url, connected).await
    }

    /// [`Client::connect`] to a `ws://` server from the local address `from` (another
    /// address of this computer, such as 127.0.0.2: tests of what a server allows per
    /// address).
    pub async fn connect_from(url: &str, from: std::net::IpAddr) -> Result<Client, ClientError> {
        let failed = |detail: String| ClientError::Connect {
            url: url.to_string(),
            detail,
        };
        let to: std::net::SocketAddr = url
            .strip_prefix("ws://")
            .and_then(|a| a.trim_end_matches('/').parse().ok())
            .ok_or_else(|| failed("not ws://IP:PORT".to_string()))?;
        let socket = if to.is_ipv4() {
            tokio::net::TcpSocket::new_v4()
        } else {
            tokio::net::TcpSocket::new_v6()
        }
        .map_err(|e| failed(e.to_string()))?;
        socket
            .bind(std::net::SocketAddr::new(from, 0))
            .map_err(|e| failed(e.to_string()))?;
        let stream = socket
            .connect(to)
            .await
            .map_err(|e| failed(e.to_string()))?;
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_TOLD_BYTES))
            .max_frame_size(Some(MAX_TOLD_BYTES));
        let connected = tokio_tungstenite::client_async_with_config(
            url,
            MaybeTlsStream::Plain(stream),
            Some(config),
        )
        .await;
        Client::greet(url, connected).await
    }

    /// [`Client::connect`] to a `wss://` server whose certificate `tls` trusts (see
    /// [`crate::tls::trusting`]).
    #[cfg(feature = "tls")]
    pub async fn connect_trusting(
        url: &str,
        tls: std::sync::Arc<rustls::ClientConfig>,
    ) -> Result<Client, ClientError> {
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_TOLD_BYTES))
            .max_frame_size(Some(MAX_TOLD_BYTES));
        let connector = tokio_tungstenite::Connector::Rustls(tls);
        let connected = tokio_tungstenite::connect_async_tls_with_config(
            url,
            Some(config),
            true,
            Some(connector),
        )
        .await;
        Client::greet(url, connected).await
    }

    /// Says hello over a connection just made.
    async fn greet<R>(
        url: &str,
        connected: Result<
            (WebSocketStream<MaybeTlsStream<TcpStream>>, R),
            tokio_tungstenite::tungstenite::Error,
        >,
    ) -> Result<Client, ClientError> {
        let (ws, _) = connected.map_err(|e| ClientError::Connect {
            url: url.to_string(),
            detail: e.to_string(),
        })?;
        let mut client = Client {
            ws,
            last_heard: std::time::Instant::now(),
            actions: 0,
        };
        client
            .send(&ClientMessage::Hello {
                version: PROTOCOL_VERSION,
            })
            .await?;
        match client.recv(Duration::from_secs(10)).await? {
            ServerMessage::Welcome { .. } => Ok(client),
            ServerMessage::Refused { reason, .. } => Err(ClientError::Refused(reason)),
            other => Err(ClientError::Garbled(format!(
                "{other:?} before the welcome"
            ))),
        }
    }

    /// Sends `message`; an [`ClientMessage::Act`] goes as an `act` on the match as the last
    /// state received shows it.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        self.send_text(message.counted(self.actions).to_json())
            .await
    }

    /// Sends any text as it is (tests of what the server refuses).
    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.ws
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| ClientError::Line(e.to_string()))
    }

    /// The next message, waiting at most `wait`.
    pub async fn recv(&mut self, wait: Duration) -> Result<ServerMessage, ClientError> {
        loop {
            let frame = tokio::time::timeout(wait, self.ws.next())
                .await
                .map_err(|_| ClientError::Silent(wait))?;
            self.last_heard = std::time::Instant::now();
            match frame {
                Some(Ok(Message::Text(text))) => {
                    let message = serde_json::from_str(&text)
                        .map_err(|e| ClientError::Garbled(e.to_string()))?;
                    if let ServerMessage::State(state) = &message {
                        self.actions = state.actions;
                    }
                    return Ok(message);
                }
                Some(Ok(Message::Close(_))) | None => {
                    return Err(ClientError::Line("the server closed it".to_string()));
                }
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(ClientError::Line(e.to_string())),
            }
        }
    }

    /// Asks the server for a pong, to keep the line known alive both ways.
    pub async fn ping(&mut self) -> Result<(), ClientError> {
        self.ws
            .send(Message::Ping(Vec::new().into()))
            .await
            .map_err(|e| ClientError::Line(e.to_string()))
    }

    /// Closes the connection politely.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// A seat's line to its table that comes back by itself: when the connection drops, it
/// connects again, waiting a little longer each time (from a tenth of a second, doubling, up to
/// two seconds between tries, for at most `patience` in all), and takes the seat back with
/// its token. The server then sends the table and the match as the seat sees them.
pub struct SeatLine {
    url: String,
    code: String,
    token: String,
    client: Option<Client>,
    patience: Duration,
    reconnects: usize,
    /// Since when the line has been down (tries to make it again may be broken off by the
    /// caller, the patience counts from the first).
    down_since: Option<std::time::Instant>,
    /// The `actions` of the last state received, over every connection: an
    /// [`ClientMessage::Act`] is sent counted from it, and the same `act` sent again after the
    /// line came back is not taken twice.
    actions: usize,
}

impl SeatLine {
    /// The line of the seat `token` holds at table `code`, over `client` (already seated).
    pub fn new(url: &str, code: &str, token: &str, client: Client) -> SeatLine {
        let actions = client.actions;
        SeatLine {
            url: url.to_string(),
            code: code.to_string(),
            token: token.to_string(),
            client: Some(client),
            patience: Duration::from_secs(30),
            reconnects: 0,
            down_since: None,
            actions,
        }
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    pub fn token(&self) -> &str {
        &self.token
    }

    /// How many times the line came back.
    pub fn reconnects(&self) -> usize {
        self.reconnects
    }

    /// Keeps the line alive: pings the server, or, when nothing was heard from it for
    /// `silence` (a line that died without a word), drops it so that the next call connects
    /// again.
    pub async fn keep_alive(&mut self, silence: Duration) {
        let Some(client) = self.client.as_mut() else {
            return;
        };
        if client.last_heard.elapsed() > silence || client.ping().await.is_err() {
            self.drop_line().await;
        }
    }

    /// Drops the connection, as a network fault would (the next call connects again).
    pub async fn drop_line(&mut self) {
        if let Some(c) = self.client.take() {
            c.close().await;
        }
    }

    /// The next message, coming back first if the line has dropped.
    pub async fn recv(&mut self, wait: Duration) -> Result<ServerMessage, ClientError> {
        loop {
            let client = self.connected().await?;
            match client.recv(wait).await {
                Err(ClientError::Line(_)) => self.client = None,
                Ok(ServerMessage::State(state)) => {
                    self.actions = state.actions;
                    return Ok(ServerMessage::State(state));
                }
                other => return other,
            }
        }
    }

    /// Sends `message`, coming back first if the line has dropped (an `act` that may have
    /// arrived before the line dropped is sent again with the same count: the server takes
    /// it once).
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        let message = message.counted(self.actions).into_owned();
        loop {
            let client = self.connected().await?;
            match client.send(&message).await {
                Err(ClientError::Line(_)) => self.client = None,
                other => return other,
            }
        }
    }

    /// The connection, made again (with the seat taken back) if it had dropped.
    async fn connected(&mut self) -> Result<&mut Client, ClientError> {
        if self.client.is_none() {
            let started = *self.down_since.get_or_insert_with(std::time::Instant::now);
            let mut pause = Duration::from_millis(100);
            let client = loop {
                match Client::connect(&self.url).await {
                    Ok(mut c) => {
                        c.send(&ClientMessage::Rejoin {
                            code: self.code.clone(),
                            token: self.token.clone(),
                        })
                        .await?;
                        break c;
                    }
                    Err(e) if started.elapsed() + pause > self.patience => return Err(e),
                    Err(_) => {
                        tokio::time::sleep(pause).await;
                        pause = (pause * 2).min(Duration::from_secs(2));
                    }
                }
            };
            self.reconnects += 1;
            self.down_since = None;
            self.client = Some(client);
        }
        self.client
            .as_mut()
            .ok_or_else(|| ClientError::Line("not connected".to_string()))
    }
}
