//! `sevenfold serve [--addr HOST:PORT]`: a table server for playing with friends on other
//! computers, headless, until Ctrl+C. Its messages are in `docs/protocol.md`.

use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ServeArgs {
    /// Where to listen. The default takes connections from this computer only; give
    /// 0.0.0.0:PORT to take them from other computers (and forward PORT across the internet).
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:7878")]
    pub addr: String,
}

pub fn run(args: &ServeArgs) -> Result<ExitCode, String> {
    sevenfold_net::server::serve_until_interrupted(&args.addr, |addr| {
        // The first line says where, for people and for scripts that start it on port 0.
        println!("Sevenfold's table server listens on ws://{addr}; stop it with Ctrl+C");
        let _ = std::io::stdout().flush();
    })
    .map_err(|e| {
        format!(
            "cannot serve tables on {}: {e}; choose another port with --addr HOST:PORT",
            args.addr
        )
    })?;
    Ok(ExitCode::SUCCESS)
}
