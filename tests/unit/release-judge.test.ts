// The release board's judgement of a load (server/release/service.ts judgeLoad): from its BI's
// result, its positive control and its implant release.
import { describe, expect, test } from "bun:test";
import { judgeLoad } from "../../server/release/service";

describe("judgeLoad", () => {
  test("awaiting while the BI or its control incubates", () => {
    expect(judgeLoad(null, "MISSING", false, false)).toEqual({ status: "AWAITING", heldReason: null });
    expect(judgeLoad(1, "PENDING", true, false)).toEqual({ status: "AWAITING", heldReason: null });
  });
  test("held: positive, invalid result, control failed or missing, no lot to pair", () => {
    expect(judgeLoad(2, "PASSED", false, false)).toEqual({ status: "HELD", heldReason: "POSITIVE" });
    expect(judgeLoad(3, "PASSED", false, false)).toEqual({ status: "HELD", heldReason: "INVALID_RESULT" });
    expect(judgeLoad(4, "PASSED", false, false)).toEqual({ status: "HELD", heldReason: "INVALID_RESULT" });
    expect(judgeLoad(1, "FAILED", false, false)).toEqual({ status: "HELD", heldReason: "CONTROL_FAILED" });
    expect(judgeLoad(1, "MISSING", false, false)).toEqual({ status: "HELD", heldReason: "CONTROL_MISSING" });
    expect(judgeLoad(1, "NOT_APPLICABLE", false, false)).toEqual({ status: "HELD", heldReason: "NO_LOT" });
  });
  test("negative with a passed control: released, or ready for its signature when it is an implant load", () => {
    expect(judgeLoad(1, "PASSED", false, false)).toEqual({ status: "RELEASED", heldReason: null });
    expect(judgeLoad(1, "PASSED", true, false)).toEqual({ status: "READY", heldReason: null });
    expect(judgeLoad(1, "PASSED", true, true)).toEqual({ status: "RELEASED", heldReason: null });
  });
});
