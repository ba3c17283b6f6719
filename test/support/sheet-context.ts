/** What a sheet's template reads, as BroadsideDocumentSheet builds it (src/sheets/document-sheet.ts). */
import { languages, lookup } from './render';
import { modelSchema, type ModelClass } from './fake-sheet-documents';

export function sheetContext<C extends object>(
  Model: ModelClass,
  document: { name: string; img: string },
  system: object,
  richText: string,
  context: C,
) {
  const en = languages().en!;
  const systemFields = modelSchema(Model, (key) => lookup(en, key) ?? key).fields;
  return { document, system, systemFields, enriched: richText, ...context };
}
