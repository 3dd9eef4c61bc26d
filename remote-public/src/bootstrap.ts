// This remote is used only through the shell, which loads `./routes` from its manifest.
// Rsbuild still needs an entry; it has nothing to start on its own.
export {};
