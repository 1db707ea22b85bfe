import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { validateSettings, type SettingsIssue } from "../../../game/lobby/settings.js";
import type { Lobby } from "../../../shared/documents.js";
import type { SettingsChanges } from "../../../shared/lobbyPayloads.js";
import {
  NUMERIC_SETTINGS,
  SETTING_BOUNDS,
  type NumericSetting,
} from "../../../shared/settingsBounds.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { formatSetting, LABELLED_UNITS } from "./formatSetting.js";

interface CustomSettingsTabProps {
  lobby: Lobby;
  isHost: boolean;
  onSave: (changes: SettingsChanges) => Promise<boolean>;
}

type Draft = Record<NumericSetting, string>;

function draftFrom(lobby: Lobby): Draft {
  return Object.fromEntries(
    NUMERIC_SETTINGS.map((key) => [key, String(lobby.settings[key])]),
  ) as Draft;
}

function parse(value: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/** Edits every numeric setting with the spec's bound messages; Save needs changes and no errors. */
export function CustomSettingsTab({ lobby, isHost, onSave }: CustomSettingsTabProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(lobby));
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [baseline, setBaseline] = useState(lobby.settings);

  // Another change to the settings (a preset, for one) restarts the form from the stored values.
  if (baseline !== lobby.settings) {
    setBaseline(lobby.settings);
    setDraft(draftFrom(lobby));
  }

  const values = useMemo(
    () =>
      Object.fromEntries(NUMERIC_SETTINGS.map((key) => [key, parse(draft[key])])) as Record<
        NumericSetting,
        number | undefined
      >,
    [draft],
  );
  const issues = validateSettings(values, {
    userMaxPlayers: lobby.userMaxPlayers,
    playerCount: Object.keys(lobby.players).length,
  });
  const issueFor = (field: NumericSetting) => issues.find((issue) => issue.field === field);
  const changes = NUMERIC_SETTINGS.filter((key) => values[key] !== lobby.settings[key]);
  const labelOf = (key: NumericSetting) =>
    LABELLED_UNITS.includes(key)
      ? t("settings.withUnit", {
          label: t(`settings.labels.${key}`),
          unit: t(`settings.units.${key}`),
        })
      : t(`settings.labels.${key}`);

  const describe = (issue: SettingsIssue): string => {
    const label = t(`settings.labels.${issue.field}`);
    const unit = t(`settings.units.${issue.field}`);
    switch (issue.kind) {
      case "required":
        return t("settings.required", { label });
      case "min":
        return t("settings.min", { label, min: issue.bound, unit }).trim();
      case "max":
        return t("settings.max", { label, max: issue.bound, unit }).trim();
      case "tier":
        return t("lobbyErrors.subscriptionMaxPlayers", { max: issue.bound });
      case "belowPlayerCount":
        return t("settings.belowPlayerCount");
    }
  };

  const save = async () => {
    setSaving(true);
    const payload: SettingsChanges = {};
    for (const key of changes) payload[key] = values[key];
    setJustSaved(await onSave(payload));
    setSaving(false);
  };

  if (!isHost) {
    return (
      <div>
        <p className="text-sm text-parchment/60">{t("lobby.readOnly")}</p>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {NUMERIC_SETTINGS.map((key) => (
            <div key={key} className="contents">
              <dt className="text-parchment/65">{labelOf(key)}</dt>
              <dd className="text-end font-mono">
                {formatSetting(lobby.settings[key], currentLanguage())}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMERIC_SETTINGS.map((key) => {
          const issue = issueFor(key);
          const bound = SETTING_BOUNDS[key];
          return (
            <div key={key}>
              <label htmlFor={`setting-${key}`} className="field-label">
                {labelOf(key)}
              </label>
              <input
                id={`setting-${key}`}
                className="field-input"
                inputMode={bound.integer ? "numeric" : "decimal"}
                value={draft[key]}
                aria-invalid={Boolean(issue)}
                aria-describedby={issue ? `setting-${key}-error` : undefined}
                onChange={(event) => {
                  setJustSaved(false);
                  setDraft({ ...draft, [key]: event.target.value });
                }}
              />
              {issue && (
                <p id={`setting-${key}-error`} className="field-error" role="alert">
                  {describe(issue)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p className="mt-3 text-xs text-parchment/50">{t("lobby.unlimitedHint")}</p>
      <div className="mt-4 flex items-center justify-end gap-3">
        {justSaved && changes.length === 0 && (
          <span className="text-sm text-emerald-400" role="status">
            {t("lobby.saved")}
          </span>
        )}
        <button
          type="button"
          className="btn-primary"
          disabled={saving || issues.length > 0 || changes.length === 0}
          onClick={save}
        >
          {t("lobby.save")}
        </button>
      </div>
    </div>
  );
}
