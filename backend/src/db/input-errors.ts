import { AppError, fieldFailure } from '../errors.ts';

/**
 * SQLSTATEs of a value PostgreSQL cannot take: text it cannot store (NUL, broken UTF-8), a
 * date, time or number out of its range, a malformed literal, a value too long for its column
 * or index. The input rules (shared/src/contract/fields.ts) refuse such values first; this is the net under
 * them, so a value they miss is still the caller's 400, not a 500.
 */
const refusedValueStates = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
  '54000', // program_limit_exceeded (an index row too large)
]);

/** A 400 for a database error caused by a value the caller sent, else null. */
export function refusedValueError(error: unknown): AppError | null {
  const state =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof state !== 'string' || !refusedValueStates.has(state)) return null;
  return new AppError(
    'VALIDATION_FAILED',
    'Some fields are invalid',
    { _root: 'A value is out of range, too long, or contains characters that cannot be stored' },
    { fieldCodes: { _root: fieldFailure('control_characters') } },
  );
}
