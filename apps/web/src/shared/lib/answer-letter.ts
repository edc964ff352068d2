/** The letter of a test's option by its place: A, B, C…, for pre-course and lesson tests alike. */
export function answerLetter(index: number): string {
  return String.fromCharCode(65 + index);
}
