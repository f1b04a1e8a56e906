// citeproc-js ships no types; this is the part of its API the references use.
declare module 'citeproc' {
  type Sys = { retrieveLocale(lang: string): string; retrieveItem(id: string): unknown };
  type Engine = {
    setOutputFormat(format: 'html' | 'text' | 'rtf'): void;
    updateItems(ids: string[]): void;
    makeBibliography(): [unknown, string[]] | false;
  };
  const CSL: { Engine: new (sys: Sys, style: string, lang?: string, forceLang?: boolean) => Engine };
  export default CSL;
}
