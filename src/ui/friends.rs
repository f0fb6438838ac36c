//! Playing with friends on other computers: the page that hosts a table on this computer or
//! joins a friend's by address and code, and the lobby that shows who sits where until the
//! host starts the match. The match itself is played on the game's own table
//! ([`crate::ui::table::remote`]); the network runs on threads of its own
//! ([`sevenfold_net::link`]), so the window never waits for it.

use crate::registry::GameSetup;
use crate::store::Level;
use crate::store::{TableSeat, TableSeats};
use crate::ui::bots::{OFFERED_LEVELS, level_label};
use crate::ui::games::{self, GameKind};
use crate::ui::settings::Settings;
use crate::ui::settings::SettingsUi;
use crate::ui::table::chat::{Chat, ChatLine};
use crate::ui::table::names::{compass_name, human_seat};
use crate::ui::table::remote::{Seated, asks_ui, ended_words, refusal_words, say_message};
use egui::{RichText, Ui};
use sevenfold_net::protocol::{SeatInfo, SeatState};
use sevenfold_net::{ClientMessage, Hosting, Link, LinkEvent, SeatPlan, ServerMessage};

/// The level of the computer player that plays for a friend whose line has dropped.
const STAND_IN: Level = Level::Normal;

/// The port a table is hosted on unless the person chooses another.
pub const DEFAULT_PORT: u16 = 7878;

/// A part of the page, where its errors show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Join,
    Host,
    /// The lobby (the page shows only it then).
    Lobby,
}

/// Who the host puts at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// The host.
    You,
    /// Kept for a friend who joins.
    Friend,
    Computer(Level),
}

/// The match has started: its table opens on the seat, for the game of these options.
pub struct Started(pub Seated, pub GameSetup);

/// The page: its forms, the table hosted on this computer, and the lobby while a table is
/// joined and its match not started.
pub struct FriendsPage {
    /// The person's name at the table.
    pub name: String,
    /// The host's address, as `host:port`.
    pub address: String,
    pub code: String,
    pub game: GameKind,
    /// The seats of the hosted table, for the game's player count.
    pub plan: Vec<SeatChoice>,
    pub port: String,
    /// Host on a table server elsewhere (`sevenfold serve`) rather than on this computer.
    pub on_server: bool,
    /// How long a friend whose line drops is waited for before a computer player takes their
    /// seat until they are back, in seconds (none: the table waits for them).
    pub away: Option<u32>,
    /// That server's address, as `host:port`.
    pub server: String,
    /// Others may watch the hosted table.
    pub watchable: bool,
    /// Where a hosted table listens: every address of this computer, so friends reach it
    /// (tests keep to the loopback).
    pub listen: std::net::IpAddr,
    /// The table server running on this computer, once a table has been hosted.
    hosting: Option<Hosting>,
    lobby: Option<Lobby>,
    /// What went wrong last, in a sentence, and the part of the page it concerns.
    error: Option<(Part, String)>,
    /// The person's seats at tables, to sit down at again (kept in the data folder, when
    /// this window has one, so a window started again finds them).
    kept: TableSeats,
    seats_dir: Option<std::path::PathBuf>,
    /// The seats file could not be read or written: why.
    kept_error: Option<String>,
    /// The options a table is hosted with (the new-game page's, changed here for this page
    /// only), once the page has been shown.
    options: Option<Settings>,
}

/// A table joined or hosted, until its match starts.
struct Lobby {
    link: Link,
    /// The server's WebSocket address.
    url: String,
    /// Where the table is, as people type it.
    place: String,
    /// The person hosts the table (starts the match).
    host: bool,
    /// On this computer's own server when its network address is unknown: the port to give
    /// (else `place` is what friends type).
    port_only: Option<u16>,
    /// The table's code, the seat's token and the seat, once the server has seated the person.
    seated: Option<(String, String, usize)>,
    game: Option<GameSetup>,
    seats: Vec<SeatInfo>,
    started: bool,
    /// A computer player plays for a person away.
    stand_in: bool,
    /// After this many seconds.
    grace: u32,
    states: Vec<SeatState>,
    /// The seat is asked of the host by the person's name (the token was lost).
    asking: bool,
    /// The person watches the table (no seat).
    watching: bool,
    /// The port of this computer's own server, when the table is hosted on it.
    hosted_here: Option<u16>,
    /// The seat has been written to the kept seats.
    kept: bool,
    /// The host's seat, once the server has said.
    host_seat: Option<usize>,
    /// The table's code as the opening asked for it (a kept seat's, to forget it when the
    /// table is no more).
    code_asked: String,
    /// People asking the host for a seat back by name: (seat, name).
    asks: Vec<(usize, String)>,
    /// What the people at the table say.
    chat: Chat,
}

impl Default for FriendsPage {
    fn default() -> FriendsPage {
        FriendsPage {
            name: String::new(),
            address: format!("127.0.0.1:{DEFAULT_PORT}"),
            code: String::new(),
            game: GameKind::ALL[0],
            plan: Vec::new(),
            port: DEFAULT_PORT.to_string(),
            on_server: false,
            away: Some(60),
            server: String::new(),
            watchable: true,
            listen: std::net::Ipv4Addr::UNSPECIFIED.into(),
            hosting: None,
            lobby: None,
            error: None,
            kept: TableSeats::default(),
            seats_dir: None,
            kept_error: None,
            options: None,
        }
    }
}

impl Lobby {
    /// The part of the page that opened it, where its errors show once it has closed.
    fn part(&self) -> Part {
        if self.host { Part::Host } else { Part::Join }
    }
}

impl FriendsPage {
    /// Gives the page the person's name and the new-game page's options the first time it
    /// is shown.
    pub fn prepare(&mut self, name: impl FnOnce() -> String, settings: &Settings) {
        if self.options.is_none() {
            self.name = name();
            self.options = Some(settings.clone());
        }
    }

    /// Keeps the person's seats at tables in `dir` (the window's data folder), reading those
    /// kept there before.
    pub fn keep_seats_in(&mut self, dir: &std::path::Path) {
        match TableSeats::load(dir) {
            Ok(kept) => self.kept = kept,
            Err(e) => self.kept_error = Some(e),
        }
        self.seats_dir = Some(dir.to_path_buf());
    }

    /// The seats the person holds at tables, newest first.
    pub fn kept_seats(&self) -> &[TableSeat] {
        &self.kept.seats
    }

    fn save_kept(&mut self) {
        if let Some(dir) = &self.seats_dir
            && let Err(e) = self.kept.save(dir)
        {
            self.kept_error = Some(e);
        }
    }

    /// Forgets the seat at the table `code` (its match is over, or the table is gone).
    pub fn forget(&mut self, code: &str) {
        if self.kept.forget(code) {
            self.save_kept();
        }
    }

    /// Sits down again at the table `code` of the kept seats (kept until the table opens or
    /// says it is gone: a server out of reach now may answer later). A table this computer
    /// hosted starts its server again on the same port first.
    pub fn go_back(&mut self, code: &str, wake: impl Fn() + Send + 'static) {
        let Some(back) = self.kept.seats.iter().find(|s| s.code == code).cloned() else {
            return;
        };
        if let Some(port) = back.hosted_here
            && self.hosting.is_none()
            && let Err(e) = self.start_hosting(port)
        {
            self.error = Some((Part::Lobby, e));
            return;
        }
        let opening = ClientMessage::Rejoin {
            code: back.code.clone(),
            token: back.token.clone(),
        };
        let host = back.host.is_empty();
        self.open_lobby(&back.url, back.place.clone(), (host, None), opening, wake);
        if let Some(lobby) = &mut self.lobby {
            lobby.hosted_here = back.hosted_here;
            lobby.kept = true;
        }
    }

    /// Watches the table at the join form's address and code.
    fn watch(&mut self, wake: impl Fn() + Send + 'static) {
        self.take_invitation();
        let address = self.address.trim().to_string();
        let code = self.code.trim().to_uppercase();
        if address.is_empty() || code.is_empty() {
            self.error = Some((Part::Join, t!("friends-join-missing")));
            return;
        }
        let opening = ClientMessage::Watch { code };
        self.open_lobby(&ws_url(&address), address, (false, None), opening, wake);
    }

    /// Asks the host of the table at the join form's address and code for the seat of the
    /// person of the page's name (their token was lost with another computer).
    fn ask_back(&mut self, wake: impl Fn() + Send + 'static) {
        let address = self.address.trim().to_string();
        let code = self.code.trim().to_uppercase();
        if address.is_empty() || code.is_empty() {
            self.error = Some((Part::Join, t!("friends-join-missing")));
            return;
        }
        let opening = ClientMessage::Ask {
            code,
            name: self.name.trim().to_string(),
        };
        self.open_lobby(&ws_url(&address), address, (false, None), opening, wake);
        if let Some(lobby) = &mut self.lobby {
            lobby.asking = true;
        }
    }

    /// Starts this computer's table server on `port`, keeping its tables in the data folder
    /// (so a table hosted here outlives a restart of the window), or in memory without one.
    fn start_hosting(&mut self, port: u16) -> Result<(), String> {
        let addr = std::net::SocketAddr::new(self.listen, port);
        let keep = self.seats_dir.as_ref().map(|d| d.join("tables"));
        match Hosting::start(&addr.to_string(), keep) {
            Ok(h) => {
                self.hosting = Some(h);
                Ok(())
            }
            Err(e) => Err(t!("friends-host-failed", port = port, reason = e)),
        }
    }

    /// The seat of a table whose match is over, back in the lobby for the match to come
    /// (the person said "play again").
    pub fn reopen(&mut self, seated: Seated) {
        self.error = None;
        self.lobby = Some(Lobby {
            link: seated.link,
            url: seated.url,
            place: seated.place,
            host: seated.host,
            port_only: None,
            seated: Some((seated.code.clone(), seated.token, seated.seat)),
            game: None,
            seats: seated.seats,
            started: false,
            stand_in: seated.stand_in,
            grace: 60,
            states: Vec::new(),
            asking: false,
            watching: false,
            hosted_here: self
                .hosting
                .as_ref()
                .map(|h| h.addr().port())
                .filter(|_| seated.host),
            kept: false,
            host_seat: None,
            code_asked: seated.code,
            asks: seated.asks,
            chat: seated.chat,
        });
    }

    /// The table could not be opened: why, on the page.
    pub fn fail(&mut self, why: String) {
        self.error = Some((Part::Lobby, why));
    }

    /// Whether a table is joined or hosted and its match not started.
    pub fn in_lobby(&self) -> bool {
        self.lobby.is_some()
    }

    /// Where the table server of this computer listens, while it runs.
    pub fn hosting_port(&self) -> Option<u16> {
        self.hosting.as_ref().map(|h| h.addr().port())
    }

    /// Takes in what the line brought; when the match has started, hands its seat over for
    /// the table to open.
    pub fn poll(&mut self) -> Option<Started> {
        let lobby = self.lobby.as_mut()?;
        let mut gone = None;
        for event in lobby.link.poll() {
            match event {
                LinkEvent::Message(ServerMessage::Seated { code, seat, token }) => {
                    lobby.seated = Some((code, token, seat));
                    lobby.kept = false;
                }
                LinkEvent::Message(ServerMessage::Lobby {
                    game,
                    seats,
                    started,
                    stand_in,
                    host,
                    grace,
                    ..
                }) => {
                    lobby.host_seat = Some(host);
                    lobby.grace = grace.unwrap_or(60);
                    lobby.game = Some(game);
                    lobby.seats = seats;
                    lobby.stand_in = stand_in.is_some();
                    lobby.started = started;
                }
                LinkEvent::Message(ServerMessage::State(s)) => lobby.states.push(s),
                LinkEvent::Message(ServerMessage::Watching { code }) => {
                    lobby.watching = true;
                    lobby.kept = true;
                    lobby.seated = Some((code, String::new(), 0));
                }
                LinkEvent::Message(ServerMessage::Asks { seat, name, .. }) => {
                    lobby.asks.retain(|(s, _)| *s != seat);
                    lobby.asks.push((seat, name));
                }
                LinkEvent::Message(ServerMessage::Said {
                    seat,
                    name,
                    text,
                    phrase,
                    ..
                }) => lobby.chat.heard(ChatLine {
                    seat,
                    name,
                    text,
                    phrase,
                }),
                LinkEvent::Message(ServerMessage::Refused { reason, why }) => {
                    // A kept seat whose table is no more is forgotten.
                    let id = why.as_ref().map(|w| w.id.as_str());
                    if matches!(id, Some("no-table" | "no-seat")) && lobby.seated.is_none() {
                        gone = Some(lobby.code_asked.clone());
                    }
                    let text = refusal_words(&reason, why.as_ref());
                    self.error = Some((lobby.part(), text));
                }
                LinkEvent::Message(ServerMessage::Closed { code, .. }) => {
                    // The one reason a table closes: its host left before the start.
                    self.error = Some((lobby.part(), t!("net-why-host-closed")));
                    self.lobby = None;
                    self.forget(&code);
                    return None;
                }
                LinkEvent::Message(ServerMessage::Removed { code, .. }) => {
                    self.error = Some((lobby.part(), t!("net-removed")));
                    self.lobby = None;
                    self.forget(&code);
                    return None;
                }
                // A seat taken back elsewhere: the link ends after it, and says why.
                LinkEvent::Message(
                    ServerMessage::Welcome { .. } | ServerMessage::Replaced { .. },
                )
                | LinkEvent::Back => {}
                LinkEvent::Closed(ended) => {
                    // A refusal of the opening has said why already.
                    let text = ended_words(&ended);
                    if !text.is_empty() {
                        self.error = Some((lobby.part(), text));
                    }
                    self.lobby = None;
                    if let Some(code) = gone {
                        self.forget(&code);
                    }
                    return None;
                }
            }
        }
        if let Some(code) = gone {
            self.lobby = None;
            self.forget(&code);
            return None;
        }
        self.keep_lobby_seat();
        let lobby = self.lobby.as_ref()?;
        if !lobby.started || lobby.states.is_empty() {
            return None;
        }
        let lobby = self.lobby.take()?;
        let (Some((code, token, seat)), Some(game)) = (lobby.seated, lobby.game) else {
            return None;
        };
        self.error = None;
        Some(Started(
            Seated {
                link: lobby.link,
                url: lobby.url,
                code,
                token,
                seat,
                place: lobby.place,
                seats: lobby.seats,
                stand_in: lobby.stand_in,
                states: lobby.states,
                host: lobby.host,
                asks: lobby.asks,
                chat: lobby.chat,
                watching: lobby.watching,
            },
            game,
        ))
    }

    /// Keeps the lobby's seat among the person's seats once the server has seated them and
    /// said the table's game (a window started again finds its way back).
    fn keep_lobby_seat(&mut self) {
        let Some(lobby) = self.lobby.as_mut() else {
            return;
        };
        let (Some((code, token, seat)), Some(game), false) =
            (&lobby.seated, &lobby.game, lobby.kept)
        else {
            return;
        };
        let host = lobby
            .seats
            .iter()
            .enumerate()
            .find_map(|(s, info)| match info {
                SeatInfo::Person { name, .. } if s != *seat && lobby.host_seat == Some(s) => {
                    Some(name.clone())
                }
                _ => None,
            })
            .unwrap_or_default();
        let kept = TableSeat {
            url: lobby.url.clone(),
            place: lobby.place.clone(),
            code: code.clone(),
            token: token.clone(),
            seat: *seat,
            game: game.kind().id().to_string(),
            host,
            hosted_here: lobby.hosted_here,
        };
        lobby.kept = true;
        if self.kept.keep(kept) {
            self.save_kept();
        }
    }

    /// Joins the table `code` at `address` under the person's name.
    fn join(&mut self, wake: impl Fn() + Send + 'static) {
        self.take_invitation();
        let address = self.address.trim().to_string();
        let code = self.code.trim().to_uppercase();
        if address.is_empty() || code.is_empty() {
            self.error = Some((Part::Join, t!("friends-join-missing")));
            return;
        }
        let url = ws_url(&address);
        let opening = ClientMessage::Join {
            code,
            name: self.name.trim().to_string(),
        };
        self.open_lobby(&url, address, (false, None), opening, wake);
    }

    /// An invitation pasted into the address field (or the code field) fills both.
    fn take_invitation(&mut self) {
        for field in [self.address.clone(), self.code.clone()] {
            if let Some((address, code)) = read_invitation(&field) {
                self.address = address;
                self.code = code;
                return;
            }
        }
    }

    /// Starts the table server on this computer (if it is not running) and opens a table of
    /// `setup` there, seated as the plan says.
    fn host(&mut self, setup: GameSetup, wake: impl Fn() + Send + 'static) {
        let seats = self
            .plan
            .iter()
            .map(|s| match s {
                SeatChoice::You => SeatPlan::Host,
                SeatChoice::Friend => SeatPlan::Open,
                SeatChoice::Computer(level) => SeatPlan::Bot {
                    level: level.name().to_string(),
                },
            })
            .collect();
        let opening = ClientMessage::Host {
            game: setup,
            seats,
            name: self.name.trim().to_string(),
            stand_in: self.away.map(|_| STAND_IN.name().to_string()),
            grace: self.away,
            no_watchers: !self.watchable,
        };
        if self.on_server {
            let server = self.server.trim().to_string();
            if server.is_empty() {
                self.error = Some((Part::Host, t!("friends-server-missing")));
                return;
            }
            return self.open_lobby(&ws_url(&server), server, (true, None), opening, wake);
        }
        // One server a window: the tables already played on it stay up.
        if self.hosting.is_none() {
            let Ok(port) = self.port.trim().parse::<u16>() else {
                self.error = Some((Part::Host, t!("friends-port-bad", port = self.port.trim())));
                return;
            };
            if let Err(e) = self.start_hosting(port) {
                self.error = Some((Part::Host, e));
                return;
            }
        }
        let Some(hosting) = &self.hosting else { return };
        let url = hosting.local_url();
        // Shown over the table: the address the friends type (the line itself stays local).
        let port = hosting.addr().port();
        let (place, port_only) = match lan_address().filter(|_| !self.listen.is_loopback()) {
            Some(ip) => (format!("{ip}:{port}"), None),
            None => (format!("127.0.0.1:{port}"), Some(port)),
        };
        self.open_lobby(&url, place, (true, port_only), opening, wake);
        if let Some(lobby) = &mut self.lobby {
            lobby.hosted_here = Some(port);
        }
    }

    /// Opens the line to the table at `url` with `opening`; `place` is where it is as
    /// people type it; `host`: the person hosts; `port_only`: see [`Lobby`].
    fn open_lobby(
        &mut self,
        url: &str,
        place: String,
        (host, port_only): (bool, Option<u16>),
        opening: ClientMessage,
        wake: impl Fn() + Send + 'static,
    ) {
        if self.name.trim().is_empty() {
            let part = if host { Part::Host } else { Part::Join };
            self.error = Some((part, t!("friends-name-missing")));
            return;
        }
        self.error = None;
        let opening_code = match &opening {
            ClientMessage::Rejoin { code, .. } => Some(code.clone()),
            _ => None,
        };
        self.lobby = Some(Lobby {
            link: Link::open(url, opening, wake),
            url: url.to_string(),
            place,
            host,
            port_only,
            seated: None,
            game: None,
            seats: Vec::new(),
            started: false,
            stand_in: false,
            grace: 60,
            states: Vec::new(),
            asking: false,
            watching: false,
            hosted_here: None,
            kept: false,
            host_seat: None,
            code_asked: match &opening_code {
                Some(c) => c.clone(),
                None => String::new(),
            },
            asks: Vec::new(),
            chat: Chat::default(),
        });
    }

    /// The seats of a hosted table of `players`: the host in the usual seat, friends
    /// elsewhere (kept when the count has not changed).
    fn fit_plan(&mut self, players: usize) {
        if self.plan.len() != players {
            let me = human_seat(players);
            self.plan = (0..players)
                .map(|s| {
                    if s == me {
                        SeatChoice::You
                    } else {
                        SeatChoice::Friend
                    }
                })
                .collect();
        }
    }

    /// The page. `at_table`: the person is
    /// playing at a table with friends, which hosting or joining another would leave; `wake`
    /// asks the window for a frame when the network brings something.
    pub fn ui(&mut self, ui: &mut Ui, at_table: bool, wake: impl Fn() + Send + Clone + 'static) {
        let mut options = self.options.take().unwrap_or_default();
        self.page_ui(ui, &mut options, at_table, wake);
        self.options = Some(options);
    }

    fn page_ui(
        &mut self,
        ui: &mut Ui,
        options: &mut Settings,
        at_table: bool,
        wake: impl Fn() + Send + Clone + 'static,
    ) {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.set_max_width(760.0);
            ui.heading(t!("friends-heading"));
            ui.label(t!("friends-intro"));
            ui.add_space(8.0);
            if self.lobby.is_none() {
                // A table that could not open: said above both forms.
                self.error_ui(ui, Some(Part::Lobby));
                if let Some(e) = &self.kept_error {
                    ui.label(
                        RichText::new(t!("friends-kept-error", reason = e.as_str()))
                            .color(ui.visuals().warn_fg_color),
                    );
                }
                if !at_table && let Some(code) = back_buttons(ui, &self.kept.seats) {
                    self.go_back(&code, wake.clone());
                }
            }
            if self.lobby.is_some() {
                self.error_ui(ui, None);
                self.lobby_ui(ui);
                return;
            }
            ui.horizontal(|ui| {
                let label = ui.label(t!("friends-name"));
                ui.text_edit_singleline(&mut self.name)
                    .labelled_by(label.id);
            });
            ui.add_space(10.0);
            ui.label(
                RichText::new(t!("friends-join-heading"))
                    .size(18.0)
                    .strong(),
            );
            egui::Grid::new("friends-join")
                .num_columns(2)
                .show(ui, |ui| {
                    let label = ui.label(t!("friends-address"));
                    ui.text_edit_singleline(&mut self.address)
                        .labelled_by(label.id)
                        .on_hover_text(t!("friends-address-hover"));
                    ui.end_row();
                    let label = ui.label(t!("friends-code"));
                    ui.text_edit_singleline(&mut self.code)
                        .labelled_by(label.id);
                    ui.end_row();
                });
            if at_table {
                ui.label(RichText::new(t!("friends-at-table")).strong());
            }
            let join = ui
                .add_enabled(!at_table, egui::Button::new(t!("friends-join")))
                .on_disabled_hover_text(t!("friends-at-table"));
            if join.clicked() {
                self.join(wake.clone());
            }
            let watch = ui
                .add_enabled(!at_table, egui::Button::new(t!("friends-watch")))
                .on_hover_text(t!("friends-watch-hover"));
            if watch.clicked() {
                self.watch(wake.clone());
            }
            let ask = ui
                .add_enabled(!at_table, egui::Button::new(t!("friends-ask")))
                .on_hover_text(t!("friends-ask-hover"));
            if ask.clicked() {
                self.ask_back(wake.clone());
            }
            self.error_ui(ui, Some(Part::Join));
            ui.add_space(14.0);
            ui.label(
                RichText::new(t!("friends-host-heading"))
                    .size(18.0)
                    .strong(),
            );
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("friends-game"));
                for &game in GameKind::ALL {
                    ui.radio_value(&mut self.game, game, games::title(game));
                }
            });
            options.basics_ui(ui, self.game);
            let setup = options.setup(self.game);
            let players = usize::from(options.players(self.game));
            self.fit_plan(players);
            ui.label(RichText::new(t!("friends-seats")).strong());
            egui::Grid::new("friends-seats")
                .num_columns(2)
                .show(ui, |ui| {
                    for seat in 0..players {
                        let label = ui.label(compass_name(players, seat));
                        if self.plan[seat] == SeatChoice::You {
                            ui.label(t!("friends-seat-you"));
                        } else {
                            seat_choice(ui, seat, &mut self.plan[seat], label.id);
                        }
                        ui.end_row();
                    }
                });
            ui.horizontal(|ui| {
                let label = ui.label(t!("friends-away"));
                let word = away_words;
                egui::ComboBox::from_id_salt("friends-away")
                    .selected_text(word(self.away))
                    .show_ui(ui, |ui| {
                        for away in [Some(60), Some(300), Some(0), None] {
                            ui.selectable_value(&mut self.away, away, word(away));
                        }
                    })
                    .response
                    .labelled_by(label.id);
            });
            ui.checkbox(&mut self.watchable, t!("friends-watchable"));
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.on_server, false, t!("friends-here"));
                match &self.hosting {
                    Some(h) => {
                        ui.label(t!("friends-hosting-on", port = h.addr().port()));
                    }
                    None => {
                        let label = ui.label(t!("friends-port"));
                        ui.add(egui::TextEdit::singleline(&mut self.port).desired_width(70.0))
                            .labelled_by(label.id);
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.on_server, true, t!("friends-on-server"));
                let label = ui.label(t!("friends-server"));
                let field = ui
                    .add(egui::TextEdit::singleline(&mut self.server).desired_width(220.0))
                    .labelled_by(label.id)
                    .on_hover_text(t!("friends-server-hover"));
                if field.changed() {
                    self.on_server = true;
                }
            });
            let host = ui
                .add_enabled(!at_table, egui::Button::new(t!("friends-host")))
                .on_disabled_hover_text(t!("friends-at-table"));
            if host.clicked() {
                self.host(setup, wake.clone());
            }
            self.error_ui(ui, Some(Part::Host));
            ui.add_space(6.0);
            ui.label(RichText::new(t!("friends-internet")).weak());
        });
    }

    /// What went wrong, under the part of the page it concerns (`None`: whatever it
    /// concerns, in the lobby).
    fn error_ui(&self, ui: &mut Ui, part: Option<Part>) {
        if let Some((of, e)) = &self.error
            && part.is_none_or(|p| p == *of)
        {
            ui.label(RichText::new(e).color(ui.visuals().error_fg_color));
        }
    }

    /// Who sits where, and the host's button to start.
    fn lobby_ui(&mut self, ui: &mut Ui) {
        let Some(lobby) = &mut self.lobby else { return };
        let Some((code, token, seat)) = lobby.seated.clone() else {
            if lobby.asking {
                ui.label(t!("friends-asking", place = lobby.place.as_str()));
            } else {
                ui.label(t!("friends-connecting", place = lobby.place.as_str()));
            }
            if ui.button(t!("friends-leave")).clicked() {
                self.lobby = None;
            }
            return;
        };
        ui.label(
            RichText::new(t!("friends-table", code = code.as_str()))
                .size(26.0)
                .strong(),
        );
        if let (true, Some(port)) = (lobby.host, lobby.port_only) {
            ui.label(t!("friends-tell-port", port = port, code = code.as_str()));
        } else if lobby.host {
            ui.label(t!(
                "friends-tell",
                address = lobby.place.as_str(),
                code = code.as_str()
            ));
        } else if lobby.watching {
            ui.label(t!("friends-watching", place = lobby.place.as_str()));
        } else {
            ui.label(t!("friends-joined", place = lobby.place.as_str()));
        }
        // A watcher has no seat among those listed.
        let me = if lobby.watching { usize::MAX } else { seat };
        // One line a friend pastes into the join form (or, later, opens in a browser).
        let invitation = invitation(&lobby.place, &code);
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("friends-invitation", invitation = invitation.as_str()));
            if ui.button(t!("friends-copy-invitation")).clicked() {
                ui.ctx().copy_text(invitation.clone());
            }
        });
        ui.add_space(6.0);
        let players = lobby.seats.len();
        let mut remove = None;
        egui::Grid::new("friends-lobby")
            .num_columns(3)
            .show(ui, |ui| {
                for (seat, info) in lobby.seats.iter().enumerate() {
                    ui.label(compass_name(players, seat));
                    ui.label(match info {
                        _ if seat == me => t!("friends-seat-you"),
                        SeatInfo::Person {
                            name,
                            pending: true,
                            ..
                        } => t!("friends-seat-pending", name = name.as_str()),
                        SeatInfo::Person {
                            name,
                            connected: true,
                            ..
                        } => name.clone(),
                        SeatInfo::Person { name, .. } => {
                            t!("friends-seat-away", name = name.as_str())
                        }
                        SeatInfo::Bot { level } => {
                            let level = level.parse::<Level>().unwrap_or(Level::Normal);
                            t!("friends-seat-computer", level = level_label(level))
                        }
                        SeatInfo::Open => t!("friends-seat-open"),
                    });
                    // The host may remove anyone before the start (the seat opens again).
                    match info {
                        SeatInfo::Person { name, .. } if lobby.host && seat != me => {
                            let button = ui.button(t!("friends-remove", name = name.as_str()));
                            if button.clicked() {
                                remove = Some(seat);
                            }
                        }
                        _ => {
                            ui.label("");
                        }
                    }
                    ui.end_row();
                }
            });
        if let Some(seat) = remove {
            lobby.link.send(ClientMessage::Remove {
                code: code.clone(),
                token: token.clone(),
                seat,
                level: None,
            });
        }
        if let Some(answer) = asks_ui(ui, &lobby.asks) {
            lobby.asks.retain(|(s, _)| *s != answer.0);
            lobby.link.send(ClientMessage::Answer {
                code: code.clone(),
                token: token.clone(),
                seat: answer.0,
                allow: answer.1,
            });
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("friends-away"));
            ui.label(away_words(lobby.stand_in.then_some(lobby.grace)));
        });
        ui.add_space(8.0);
        let open = lobby
            .seats
            .iter()
            .any(|s| matches!(s, SeatInfo::Open | SeatInfo::Person { pending: true, .. }));
        let mut leave = false;
        ui.horizontal(|ui| {
            if lobby.host {
                let start = ui
                    .add_enabled(!open, egui::Button::new(t!("friends-start")))
                    .on_disabled_hover_text(t!("friends-start-wait"));
                if start.clicked() {
                    lobby.link.send(ClientMessage::Start {
                        code: code.clone(),
                        token: token.clone(),
                    });
                }
            } else {
                ui.label(t!("friends-wait-host"));
            }
            leave = ui.button(t!("friends-leave")).clicked();
        });
        if leave {
            // Before the start a seat is given back (the host's leaving closes the table); a
            // watcher's line just closes.
            if !lobby.watching {
                lobby.link.send(ClientMessage::Leave { code, token });
            }
            self.lobby = None;
            return;
        }
        // The chat is the seats' own.
        if lobby.watching {
            return;
        }
        ui.add_space(10.0);
        let others: Vec<String> = lobby
            .seats
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != me)
            .filter_map(|(_, info)| match info {
                SeatInfo::Person { name, .. } => Some(name.clone()),
                _ => None,
            })
            .collect();
        ui.label(RichText::new(t!("chat-button")).strong());
        if let Some(said) = lobby.chat.ui(ui, me, &others) {
            lobby
                .link
                .send(say_message(code.clone(), token.clone(), said));
        }
        ui.add_space(6.0);
    }
}

/// What happens when a friend is away, as the host chose it: a computer plays for them after
/// `away` seconds, or (none) the table waits for them.
fn away_words(away: Option<u32>) -> String {
    match away {
        None => t!("friends-away-wait"),
        Some(0) => t!("friends-away-now"),
        Some(s) => t!("friends-away-after", minutes = s.div_ceil(60)),
    }
}

/// A button for each kept seat at a table ("Back to your table with Anna (Sedma, K7M2QP9X)");
/// the code of the one pressed.
pub fn back_buttons(ui: &mut Ui, kept: &[TableSeat]) -> Option<String> {
    let mut chosen = None;
    for seat in kept {
        let game = crate::registry::GameKind::from_id(&seat.game)
            .map_or_else(|| seat.game.clone(), games::title);
        let text = if seat.host.is_empty() {
            t!("friends-back-own", game = game, code = seat.code.as_str())
        } else {
            t!(
                "friends-back-with",
                host = seat.host.as_str(),
                game = game,
                code = seat.code.as_str()
            )
        };
        if ui.button(text).clicked() {
            chosen = Some(seat.code.clone());
        }
    }
    if !kept.is_empty() {
        ui.add_space(8.0);
    }
    chosen
}

/// The choice of who sits at a seat the host does not take, named by the seat's label.
fn seat_choice(ui: &mut Ui, seat: usize, choice: &mut SeatChoice, label: egui::Id) {
    let text = |s: SeatChoice| match s {
        SeatChoice::You => t!("friends-seat-you"),
        SeatChoice::Friend => t!("friends-seat-friend"),
        SeatChoice::Computer(level) => t!("friends-seat-computer", level = level_label(level)),
    };
    egui::ComboBox::from_id_salt(("friends-choice", seat))
        .selected_text(text(*choice))
        .show_ui(ui, |ui| {
            ui.selectable_value(choice, SeatChoice::Friend, text(SeatChoice::Friend));
            for level in OFFERED_LEVELS {
                let s = SeatChoice::Computer(level);
                ui.selectable_value(choice, s, text(s));
            }
        })
        .response
        .labelled_by(label);
}

/// The invitation to the table `code` at `place` (`host:port`): one line, the table's web
/// address with its code, which the join form reads back.
pub fn invitation(place: &str, code: &str) -> String {
    format!("http://{place}/#{code}")
}

/// The address (`host:port`) and code of an invitation, however it was pasted (with spaces
/// around it, `https`, a trailing slash).
pub fn read_invitation(text: &str) -> Option<(String, String)> {
    let text = text.trim();
    let rest = text
        .strip_prefix("http://")
        .or_else(|| text.strip_prefix("https://"))?;
    let (place, code) = rest.split_once('#')?;
    let place = place.trim_end_matches('/');
    let code = code.trim();
    let fits = !place.is_empty()
        && !place.contains(char::is_whitespace)
        && !code.is_empty()
        && code.len() <= 16
        && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    fits.then(|| (place.to_string(), code.to_uppercase()))
}

/// The WebSocket address of a server people give as `host:port`.
fn ws_url(address: &str) -> String {
    if address.contains("://") {
        address.to_string()
    } else {
        format!("ws://{address}")
    }
}

/// This computer's address on its network, as friends at home would type it: the address
/// the system would send from towards the internet (no packet is sent to find it).
fn lan_address() -> Option<std::net::IpAddr> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:7878").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An invitation reads back to its address and code, however it was pasted; other text
    /// is no invitation.
    #[test]
    fn an_invitation_reads_back_to_its_address_and_code() {
        let line = invitation("192.168.1.5:7878", "K7M2QP9X");
        assert_eq!(line, "http://192.168.1.5:7878/#K7M2QP9X");
        let back = Some(("192.168.1.5:7878".to_string(), "K7M2QP9X".to_string()));
        assert_eq!(read_invitation(&line), back);
        assert_eq!(
            read_invitation(" https://192.168.1.5:7878#k7m2qp9x \n"),
            back
        );
        for not in [
            "192.168.1.5:7878",
            "http://host:1/",
            "http:///#AB",
            "http://a b/#C",
        ] {
            assert_eq!(read_invitation(not), None, "{not}");
        }
    }
}
