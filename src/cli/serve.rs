//! `sevenfold serve [--addr HOST:PORT] [--data-dir DIR] [--tables-per-address N]`: a table
//! server for playing with friends on other computers, headless, until Ctrl+C. Its messages
//! are in `docs/protocol.md`.

use crate::store::Store;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ServeArgs {
    /// Where to listen. The default takes connections from this computer only; give
    /// 0.0.0.0:PORT to take them from other computers (and forward PORT across the internet).
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:7878")]
    pub addr: String,
    /// Speak wss:// with this certificate chain (a PEM file, such as Let's Encrypt's
    /// fullchain.pem) for the server's domain name; needs --tls-key. Use it whenever the table
    /// is reached across the internet.
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<std::path::PathBuf>,
    /// The private key (a PEM file, such as privkey.pem) of --tls-cert's certificate.
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<std::path::PathBuf>,
    /// The most tables the connections of one address may have open at once (friends behind
    /// one router share an address; a load test opens many from one).
    #[arg(long, value_name = "N", default_value_t = sevenfold_net::Limits::default().tables_per_address)]
    pub tables_per_address: usize,
}

/// Serves until Ctrl+C, keeping every table in the data folder's `tables` folder (the folder
/// `--data-dir` gives, else the usual one), so that a server stopped or killed takes its tables
/// up again where they were.
pub fn run(args: &ServeArgs, data_dir: Option<&Path>) -> Result<ExitCode, String> {
    let store = Store::open(data_dir).map_err(|e| e.to_string())?;
    let keep = store.data_dir().to_path_buf();
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some(sevenfold_net::TlsFiles {
            cert: cert.clone(),
            key: key.clone(),
        }),
        _ => None,
    };
    let serving = sevenfold_net::server::serve_until_interrupted(
        &args.addr,
        Some(&keep),
        tls.as_ref(),
        sevenfold_net::Limits {
            tables_per_address: args.tables_per_address,
            ..sevenfold_net::Limits::default()
        },
        |url, problems| {
            for p in problems {
                eprintln!("sevenfold serve: {p}");
            }
            // The first line says where, for people and for scripts that start it on port 0.
            println!("Sevenfold's table server listens on {url}; stop it with Ctrl+C");
            let _ = std::io::stdout().flush();
        },
    );
    serving.map_err(|e| match e.kind() {
        std::io::ErrorKind::AddrInUse
        | std::io::ErrorKind::AddrNotAvailable
        | std::io::ErrorKind::PermissionDenied => format!(
            "cannot serve tables on {}: {e}; choose another port with --addr HOST:PORT",
            args.addr
        ),
        // The certificate or key: the message names the file and what is wrong.
        _ => format!("cannot serve tables: {e}"),
    })?;
    Ok(ExitCode::SUCCESS)
}
