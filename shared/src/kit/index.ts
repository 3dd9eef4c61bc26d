/**
 * `@atelier/shared/kit`: the shared kit's pieces that only the back office and the portal draw
 * (bar tables, row editors, progress bars, side-panel forms, tab keys). Each app bundles what it
 * uses of them; the root entry (`@atelier/shared`, one federation singleton that is never
 * tree-shaken and comes with every page, the public home page first) keeps only what every
 * area needs.
 */
export {
  BarTable,
  type BarTableColumn,
  type BarTableProps,
  type BarTableRow,
} from '../ui/BarTable';
export { CheckField, type CheckFieldProps } from '../ui/CheckField';
export { csvCell, toCsv } from '../ui/csv';
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
export { SearchSelectField, type SearchSelectFieldProps } from '../ui/SearchSelectField';
export { scrollLeftShowing, tabIndexForKey } from '../ui/tab-keys';
export { useSelectedTabInView } from '../ui/use-tab-in-view';
