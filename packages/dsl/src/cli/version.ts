// The version of the allot tool, reported by --version and in SARIF output.
export const VERSION = "0.1.0";
