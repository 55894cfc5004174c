/**
 * A JSON POST for the two raw authenticated calls that `apiJson` does not fit: the PDF, whose answer
 * is a file, and the drawing analysis, whose failures carry suggestions.
 */
export function postJsonInit(body: unknown): RequestInit {
  return { method: 'POST', body: JSON.stringify(body) };
}
