// Command-line options of the scripts: `--name=value`, `--name value` or a bare `--flag` ("true").

/** The options in `argv` (process.argv.slice(2)), by name without the dashes. */
export function parseArgs(argv) {
  const args = new Map();
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].replace(/^--/, "").split(/=(.*)/s);
    const next = argv[i + 1];
    if (inline !== undefined) args.set(key, inline);
    else if (next !== undefined && !next.startsWith("--")) args.set(key, (i++, next));
    else args.set(key, "true");
  }
  return args;
}
