import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Where `npm run bench -- load` writes its figures (gitignored): one JSON file per run. */
const RESULTS_DIR = path.resolve(import.meta.dirname, "../results");

/** One database's figures of a load run; the parts a run skipped (LOAD_ONLY) are absent. */
export type LoadFigures = Record<string, unknown>;

/**
 * The figures of one `npm run bench -- load`, as JSON beside the printed table, so that
 * runs can be compared: the machine, the settings, and each database's figures.
 */
export class LoadRecord {
  private readonly startedAt = new Date();
  private readonly databases: Record<string, LoadFigures> = {};

  private readonly settings: Record<string, unknown>;

  constructor(settings: Record<string, unknown>) {
    this.settings = settings;
  }

  database(name: string): LoadFigures {
    this.databases[name] ??= {};
    return this.databases[name];
  }

  /** Writes the record to LOAD_JSON, or bench/results/load-<start time>.json; returns the path. */
  write(): string {
    const file =
      process.env.LOAD_JSON ??
      path.join(RESULTS_DIR, `load-${this.startedAt.toISOString().replaceAll(":", "-").slice(0, 19)}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const record = {
      startedAt: this.startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
      loadAverageAtEnd: os.loadavg(),
      settings: this.settings,
      databases: this.databases,
    };
    fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    return file;
  }
}
