// The system parameters' field types (spec 002 section 3) and the one rule the screen applies
// before sending a value: a language parameter's value is a language id, a number (section 5).
// Pure, so the unit tests read it without the screen (tests/unit/client/backoffice.test.ts).
export const FIELD = { text: 1, email: 2, number: 3, float: 4, float2: 5, password: 6, language: 7 } as const;

/** Whether a value may be sent: anything, except a language parameter's that is not a number. */
export const sendable = (fieldType: number, value: string) => fieldType !== FIELD.language || /^\d+$/.test(value.trim());
