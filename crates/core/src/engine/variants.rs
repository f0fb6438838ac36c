//! Named variants: what `--variant NAME` and the settings panel turn on, for any game's options.

/// A named change to a game's options, with a one-line summary for menus and help.
pub struct Variant<O> {
    /// The name on the command line and in files ("burn-a").
    pub name: &'static str,
    /// The name people read ("burning (4 game points)").
    pub title: &'static str,
    pub summary: &'static str,
    pub apply: fn(&mut O),
}

/// Applies the variant called `name`; the error lists the names there are.
pub fn apply_named<O>(
    variants: &[Variant<O>],
    game: &str,
    name: &str,
    options: &mut O,
) -> Result<(), String> {
    let v = variants.iter().find(|v| v.name == name).ok_or_else(|| {
        let names: Vec<_> = variants.iter().map(|v| v.name).collect();
        format!(
            "unknown {game} variant '{name}'; the variants are: {}",
            names.join(", ")
        )
    })?;
    (v.apply)(options);
    Ok(())
}

/// The title people read of the variant called `name` (the name itself if it is unknown).
pub fn title_of<O>(variants: &[Variant<O>], name: &str) -> String {
    variants
        .iter()
        .find(|v| v.name == name)
        .map_or_else(|| name.to_string(), |v| v.title.to_string())
}

/// The names of the variants that are on in `options` (applying them changes nothing).
pub fn names_on<O: Copy + PartialEq>(variants: &[Variant<O>], options: &O) -> Vec<&'static str> {
    variants
        .iter()
        .filter(|v| {
            let mut o = *options;
            (v.apply)(&mut o);
            o == *options
        })
        .map(|v| v.name)
        .collect()
}
