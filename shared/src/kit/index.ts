/**
 * `@atelier/shared/kit`: the shared kit's pieces that only the back office and the portal draw
 * (tables, cards, empty states, date-range pickers, row editors, progress bars, side-panel
 * forms, tab keys, file downloads). Each app bundles what it uses of them; the root entry
 * (`@atelier/shared`, one federation singleton that is never tree-shaken and comes with every
 * page, the public home page and the admin dashboard first) keeps only what every area needs.
 * Nothing here may hold state: each app has its own copy.
 */
export {
  BarTable,
  type BarTableColumn,
  type BarTableProps,
  type BarTableRow,
} from '../ui/BarTable';
export { Card } from '../ui/Card';
export { CheckField, type CheckFieldProps } from '../ui/CheckField';
export { csvCell, toCsv } from '../ui/csv';
export { type Column, DataTable } from '../ui/DataTable';
export {
  DateRangePicker,
  type DateRangePickerStrings,
  type DateRangePreset,
} from '../ui/DateRangePicker';
export { EmptyState } from '../ui/EmptyState';
export { FormPanel, type FormPanelProps } from '../ui/FormPanel';
export {
  FormFooter,
  type FormFooterProps,
  FormFrame,
  FormShell,
  type FormShellProps,
  type FormShellState,
} from '../ui/FormShell';
export { default as kitStyles } from '../ui/Kit.module.css';
export { clampProgress, ProgressBar, type ProgressBarProps } from '../ui/ProgressBar';
export { RadioChoices, type RadioChoicesProps } from '../ui/RadioChoices';
export {
  type NumberedRowKeys,
  type NumberedRowTranslate,
  numberedRowLabels,
  type RowButtonLabel,
  type RowButtonLabels,
  type RowButtonPart,
  RowList,
  type RowListProps,
} from '../ui/RowList';
export { ScrollRegion } from '../ui/ScrollRegion';
export { SearchSelectField, type SearchSelectFieldProps } from '../ui/SearchSelectField';
export { bytesFromBase64, saveBase64File, saveBlob } from '../ui/save-file';
export { scrollLeftShowing, tabIndexForKey } from '../ui/tab-keys';
export { useSelectedTabInView } from '../ui/use-tab-in-view';
