// The desktop database reader (docs/desktop-db.md): open.ts checks the file, rows.ts reads and
// validates its rows, problems.ts words what is wrong. Pure of the application's database.
export { ACCEPTED_VERSION, TABLES, READING_TABLES, EQUIPMENT_TABLES, type ReadingTable, type EquipmentTable, type DataTable } from "./format";
export { openDesktopDb, checkHeader, DesktopDbError, type DesktopDb, type DesktopDbErrorCode, type DesktopMeta } from "./open";
export { desktopReader, validateDesktopDb, type Reader, type RowBatch, type BiRow, type ProRow, type CheRow, type DesktopUser, type DesktopIncubator, type DesktopMachine, type Equipment, type Validation } from "./rows";
export { Problems, type Problem } from "./problems";
export { zone, type Zone } from "./time";
