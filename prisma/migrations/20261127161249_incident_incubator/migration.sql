-- An incubator may be taken out of service too: a positive control that did not grow on it opens
-- an incident (docs/incidents.md, "A failed positive control"). No table changes: the check only.
ALTER TABLE "incident" DROP CONSTRAINT "incident_machineKind_check";
ALTER TABLE "incident" ADD CONSTRAINT "incident_machineKind_check" CHECK ("machineKind" IN ('sterilizer', 'washer', 'disinfector', 'incubator'));
