// PostGraphile 5 (Amber preset + connection-filter plugin) serving the same database, for
// bench/historical.ts to compare against: the auto-generated GraphQL server a team might
// pick instead of writing its own. Run as its own process:
//   bun bench/postgraphile-server.ts <database url> <port>
import { createServer } from "node:http";
import { postgraphile } from "postgraphile";
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";
import { makePgService } from "postgraphile/adaptors/pg";
import { grafserv } from "postgraphile/grafserv/node";
import { PostGraphileConnectionFilterPreset } from "postgraphile-plugin-connection-filter";

const [url, port] = [process.argv[2]!, Number(process.argv[3] ?? 3990)];
const preset: GraphileConfig.Preset = {
  extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset],
  pgServices: [makePgService({ connectionString: url, schemas: ["public"], poolConfig: { max: 10 } } as never)],
  grafast: { explain: false },
  grafserv: { graphiql: false, watch: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
server.once("listening", () => console.log(`postgraphile listening on ${port}`));
await serv.addTo(server);
server.listen(port);
