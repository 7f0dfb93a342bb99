// REST compatibility routes of this area (filled in by its owner).
import type { Router } from "../http/router";

export function logoRoutes(_r: Router): void {}
