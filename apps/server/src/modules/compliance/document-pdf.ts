// A verification PDF written again from its own objects (pdf-lib), with everything that could run or
// reach out removed, so that what a reviewer opens can only be looked at (decision 0207): the document's
// and its pages' automatic actions (/OpenAction, /AA), every action but a jump inside the document (so no
// JavaScript, /Launch, /SubmitForm, /URI, /ImportData, remote jumps) and every chained one (/Next), the
// /JavaScript and /EmbeddedFiles name trees, embedded files and their annotations, media, XFA forms and
// the metadata (/Info, XMP). Only the objects the document still reaches are written: whatever was hidden
// beside them (an HTML page in an unused object, a comment, bytes after %%EOF) is not. A PDF that cannot
// be read this way (encrypted, damaged, inflating without bound) is refused rather than kept as sent.
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';

export class PdfRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'encrypted' | 'expands') {
    super(`PDF refused: ${reason}`);
  }
}

/** Bytes the compressed object and cross-reference streams may inflate to, all together. */
const maxInflatedBytes = 64 * 1024 * 1024;

const name = (value: string) => PDFName.of(value);
// `/Next` chains further actions (one or an array) after an action: a jump needs none.
const keysDropped = [
  'OpenAction',
  'AA',
  'JS',
  'Next',
  'PA',
  'Metadata',
  'EF',
  'XFA',
  'NeedsRendering',
  'Collection',
].map(name);
const namesDropped = ['JavaScript', 'EmbeddedFiles'].map(name);
/** Annotations that carry a file or a player of their own. */
const annotationsDropped = new Set(
  ['FileAttachment', 'Sound', 'Movie', 'Screen', 'RichMedia', '3D'].map((subtype) => `/${subtype}`),
);
const A = name('A');
const S = name('S');
const GoTo = name('GoTo');

/**
 * pdf-lib inflates the object and cross-reference streams while it parses, with no bound: a few MB of
 * compressed zeros would take gigabytes. Each is inflated here first under a bound, and the file refused
 * past it.
 */
function checkInflatedSize(bytes: Uint8Array): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const streamTypes = /\/Type\s*\/(?:ObjStm|XRef)\b/g;
  let budget = maxInflatedBytes;
  for (let found = streamTypes.exec(text); found; found = streamTypes.exec(text)) {
    const keyword = text.indexOf('stream', found.index);
    const end = text.indexOf('endstream', keyword + 6);
    if (keyword < 0 || end < 0) return;
    const start = keyword + 6 + (text[keyword + 6] === '\r' ? 2 : 1);
    try {
      budget -= inflateSync(bytes.subarray(start, end), { maxOutputLength: Math.max(1, budget) }).length;
    } catch (error) {
      if (error instanceof RangeError) throw new PdfRefused('expands');
      // Not Flate data, or damaged: the parser decides.
    }
    streamTypes.lastIndex = end;
  }
}

/** Whether `value` is an action other than a jump inside the document. */
function isOutsideAction(context: PDFContext, value: PDFObject | undefined): boolean {
  const action = value instanceof PDFRef ? context.lookup(value) : value;
  return action instanceof PDFDict && action.get(S) !== GoTo;
}

function isDroppedAnnotation(context: PDFContext, value: PDFObject | undefined): boolean {
  const annotation = value instanceof PDFRef ? context.lookup(value) : value;
  if (!(annotation instanceof PDFDict)) return false;
  const subtype = annotation.get(name('Subtype'));
  return subtype instanceof PDFName && annotationsDropped.has(subtype.asString());
}

/** Removes what can run or reach out from one dictionary (in place). */
function cleanDict(context: PDFContext, dict: PDFDict): void {
  for (const key of keysDropped) dict.delete(key);
  if (isOutsideAction(context, dict.get(A))) dict.delete(A);
  const names = dict.lookup(name('Names'));
  if (names instanceof PDFDict) for (const key of namesDropped) names.delete(key);
  const annotations = dict.lookup(name('Annots'));
  if (annotations instanceof PDFArray) {
    for (let index = annotations.size() - 1; index >= 0; index -= 1) {
      if (isDroppedAnnotation(context, annotations.get(index))) annotations.remove(index);
    }
  }
}

/**
 * Cleans every dictionary the document reaches from its catalog and answers the references reached;
 * everything else is dropped before writing.
 */
function cleanReachable(context: PDFContext, root: PDFRef): Set<PDFRef> {
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [root];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    let object: PDFObject | undefined = next;
    if (next instanceof PDFRef) {
      if (reached.has(next)) continue;
      reached.add(next);
      object = context.lookup(next);
    }
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      cleanDict(context, dict);
      pending.push(...dict.values());
    } else if (dict instanceof PDFArray) {
      pending.push(...dict.asArray());
    }
  }
  return reached;
}

/** The PDF as it will be stored, or PdfRefused. */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
  checkInflatedSize(bytes);
  let document: PDFDocument;
  try {
    // Encryption is checked below: pdf-lib's own error for it is not an instance of its class (ES5 build).
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    throw new PdfRefused('unreadable');
  }
  if (document.isEncrypted) throw new PdfRefused('encrypted');
  const { context } = document;
  const root = context.trailerInfo.Root;
  if (!(root instanceof PDFRef) || !(context.lookup(root) instanceof PDFDict)) {
    throw new PdfRefused('unreadable');
  }
  context.trailerInfo.Info = undefined;
  const reached = cleanReachable(context, root);
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref) || object instanceof PDFInvalidObject) context.delete(ref);
  }
  try {
    return await document.save({
      useObjectStreams: false,
      addDefaultPage: false,
      updateFieldAppearances: false,
    });
  } catch {
    throw new PdfRefused('unreadable');
  }
}
