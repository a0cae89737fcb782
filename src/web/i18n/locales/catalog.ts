// Catalogue modules are object literals of ICU messages ("{count, plural, one {# photo} other
// {# photos}}"), compiled at build time by scripts/lingui-catalogs.ts.
export type Catalog = Record<string, string>;

/** A translation of a catalogue: exactly its keys. */
export type CatalogOf<Source extends Catalog> = Record<keyof Source, string>;
