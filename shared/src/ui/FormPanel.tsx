import { Dialog, type DialogProps } from './Dialog';

export type FormPanelProps = Omit<DialogProps, 'placement' | 'footer'>;

/**
 * A form in a side panel. Its content is mounted only while the panel is open, so every
 * opening starts from the form's initial values, never from what a cancelled one left.
 */
export function FormPanel({ isOpen, children, ...dialog }: FormPanelProps) {
  return (
    <Dialog {...dialog} isOpen={isOpen} placement="side">
      {isOpen ? children : null}
    </Dialog>
  );
}
