// Applications handed over one at a time: a reader's records (json-records.ts), mapped as they
// come, given to validation as `RawInput.applications` in place of a list. Validation takes each
// record as it is read and hands it to assessment, so nothing keeps the records: a call of a
// million applications is never held as a million objects. A plain object or list in the input
// is never taken for one (only this class is), so a file's `"applications": {…}` is still an error.

export class RecordStream implements Iterable<unknown> {
  /**
   * `read()`: the records in input order, read afresh each time the stream is iterated (so that
   * validating and then evaluating one input reads it twice, as with a list); an exception it
   * throws (a record that is not valid JSON) ends the run as it would have before any record
   * was validated.
   */
  constructor(private readonly read: () => Iterable<unknown>) {}

  [Symbol.iterator](): Iterator<unknown> {
    return this.read()[Symbol.iterator]();
  }
}

/** Whether `v` is a list of applications or a stream of them (what validation reads). */
export function isRecordSource(v: unknown): v is readonly unknown[] | RecordStream {
  return Array.isArray(v) || v instanceof RecordStream;
}
