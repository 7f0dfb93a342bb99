// The historical pager's moves with the connection's cursors (web/screens/historical/pageWindow.ts).
import { describe, expect, test } from "bun:test";
import { windowTo, type PagePosition } from "../../../web/screens/historical/pageWindow";

const at = (page: number, totalCount = 23, pageSize = 10): PagePosition => ({ page, pageSize, totalCount, startCursor: `start${page}`, endCursor: `end${page}` });

describe("windowTo", () => {
  test("the next page follows the shown page's end cursor", () => {
    expect(windowTo(1, at(0))).toEqual({ first: 10, after: "end0" });
  });

  test("the previous page ends before the shown page's start cursor", () => {
    expect(windowTo(1, at(2))).toEqual({ last: 10, before: "start2" });
  });

  test("back to the first page asks the first rows, without a cursor", () => {
    expect(windowTo(0, at(1))).toEqual({ first: 10 });
    expect(windowTo(0, at(2))).toEqual({ first: 10 });
  });

  test("the last page asks as many last rows as it holds, so it lines up with the pages before it", () => {
    expect(windowTo(2, at(0))).toEqual({ last: 3 });
    expect(windowTo(1, at(0, 20))).toEqual({ first: 10, after: "end0" });
    expect(windowTo(4, at(0, 50))).toEqual({ last: 10 });
  });

  test("without a cursor to follow, the first page", () => {
    expect(windowTo(1, { ...at(0), endCursor: null })).toEqual({ first: 10 });
  });
});
