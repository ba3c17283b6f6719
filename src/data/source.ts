/** A document's or data model's stored data (`toObject()`), read as the shape its schema gives it. */
export function sourceOf<T>(doc: { toObject(): unknown }): T {
  return doc.toObject() as T;
}
