// Relay's record ids for this schema (used by web/relay/environment.ts).
/**
 * Types whose `id` is a number of several tables: a filter's choice is a sector, a user or an
 * incubator; a subscription's id-name pair a product or an indicator type; a machine payload a
 * sterilizer, washer or disinfector. Normalised by id, sector 1 and incubator 1 would be one
 * record (the exporter's sector list showed incubators' names): they stay where they are.
 */
const NOT_IDENTITIES = new Set(["FilterChoice", "WebhookIdName", "MachinePayload"]);

/**
 * Record ids: Node types carry globally unique string ids; other types (MenuGroup,
 * MenuItem, Language...) have plain database numbers that collide across types, so
 * those are scoped by type name.
 */
export function getDataID(fieldValue: { [key: string]: unknown }, typeName: string): unknown {
  const id = fieldValue.id;
  if (id == null || NOT_IDENTITIES.has(typeName)) return undefined;
  return typeof id === "string" && typeName !== "Distributor" ? id : `${typeName}:${String(id)}`;
}
