import { z } from "zod";

/**
 * Where OpenAI-compatible model servers listen on a machine by default: Ollama, LM Studio and
 * llama.cpp's server. With no `AI_*` settings the server asks each at start-up.
 */
export const LOCAL_MODEL_SERVERS = [
  "http://127.0.0.1:11434/v1",
  "http://127.0.0.1:1234/v1",
  "http://127.0.0.1:8080/v1",
] as const;

const modelList = z.object({ data: z.array(z.object({ id: z.string().min(1) })).min(1) });

export interface LocalModel {
  baseURL: string;
  model: string;
}

/** A short wait per address: start-up must not hang on a port that never answers. */
const PROBE_TIMEOUT_MS = 500;

async function modelAt(baseURL: string, timeoutMs: number): Promise<LocalModel | null> {
  try {
    const response = await fetch(`${baseURL}/models`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const listed = modelList.safeParse(await response.json());
    return listed.success ? { baseURL, model: listed.data.data[0]!.id } : null;
  } catch {
    return null;
  }
}

/** The first server among `servers` that lists a model, asked all at once; null when none does. */
export async function probeLocalModel(
  servers: readonly string[] = LOCAL_MODEL_SERVERS,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<LocalModel | null> {
  const found = await Promise.all(servers.map((server) => modelAt(server, timeoutMs)));
  return found.find((model) => model !== null) ?? null;
}
