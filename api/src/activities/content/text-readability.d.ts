/** The part of text-readability (a port of Python's textstat, untyped) the content tests use. */
declare module 'text-readability' {
  interface Readability {
    /** The Flesch–Kincaid grade level of a text: about the school year a reader needs. */
    fleschKincaidGrade(text: string): number;
    /** A consensus of several grade formulas; a number with `floatOutput`. */
    textStandard(text: string, floatOutput: true): number;
  }
  const readability: Readability;
  export default readability;
}
