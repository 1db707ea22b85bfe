import { useEffect, useState } from "react";
import { fetchPublicConfig, type PublicConfig } from "../api/me.js";

let cached: Promise<PublicConfig> | null = null;

/** The server's public settings (sign-in provider, billing provider), fetched once per page. */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    let current = true;
    cached ??= fetchPublicConfig().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    cached.then(
      (value) => current && setConfig(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
