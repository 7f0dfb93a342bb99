// Relay record ids (web/relay/dataId.ts): global ids as they are, plain numbers
// scoped by type, and the value types whose number belongs to several tables not normalised at
// all (the exporter's sector list once showed incubators' names: sector 1 and incubator 1 were
// one FilterChoice record).
import { expect, test } from "bun:test";
import { getDataID } from "../../../web/relay/dataId";

test("global ids as they are; numbers scoped by type; a filter's choices never merged", () => {
  expect(getDataID({ id: "U2VjdG9yOjE=" }, "Sector")).toBe("U2VjdG9yOjE=");
  expect(getDataID({ id: 3 }, "MenuItem")).toBe("MenuItem:3");
  expect(getDataID({ id: "1" }, "Distributor")).toBe("Distributor:1");
  expect(getDataID({ name: "x" }, "Sector")).toBeUndefined();
  for (const type of ["FilterChoice", "WebhookIdName", "MachinePayload"]) expect(getDataID({ id: 1 }, type)).toBeUndefined();
});
