// The legacy REST contract's success bodies (docs/company-admin-api.md): every door answers
// a save or a delete in these shapes.
export const saved = (item: unknown, message = "Saved successfully.") => ({ result: "OK", message, item });
export const done = (message?: string) => (message === undefined ? { result: "OK" } : { result: "OK", message });
export const deleted = () => done("Deleted successfully.");
