// The editor's preferences, kept in local storage under one fixed key (docs/rules.md#limits): whether
// pasted remote images are caught, the chart type last chosen. Unreadable or missing values fall back to
// the defaults; storage that refuses writes (private mode) leaves them for this page only.
import type { ChartType } from './table/tableChart';

export const PREFERENCES_KEY = 'editor:preferences';

export interface EditorPreferences {
  catchRemote: boolean;
  chartType: ChartType;
}

export const DEFAULT_PREFERENCES: EditorPreferences = { catchRemote: true, chartType: 'bar' };

export function loadPreferences(): EditorPreferences {
  try {
    const raw = JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Partial<EditorPreferences>;
    return {
      catchRemote: typeof raw.catchRemote === 'boolean' ? raw.catchRemote : DEFAULT_PREFERENCES.catchRemote,
      chartType: raw.chartType === 'line' ? 'line' : DEFAULT_PREFERENCES.chartType,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(prefs: EditorPreferences): void {
  try {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(prefs));
  } catch {
    // Storage refused: the preference holds for this page only.
  }
}
