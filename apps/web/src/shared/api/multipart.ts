type Part = string | number | boolean | Blob | null | undefined;

/**
 * The `bodySerializer` of a multipart call: the body as the document types it, each field a form part (a
 * file as it is, so it keeps its name), an array as the same part repeated, an absent field left out.
 * openapi-fetch sends the FormData as it is, and the browser writes its boundary.
 */
export function multipartBody(body: Record<string, Part | readonly Part[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part === null || part === undefined) continue;
      form.append(name, part instanceof Blob ? part : String(part));
    }
  }
  return form;
}
