import { Button, FailureLine, TextAreaField, TextField } from '@atelier/shared';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { CLIENT_FILE_ACCEPT, checkClientFile } from '../files/file-checks';
import { uploadProblem } from '../files/upload-failure';
import { useClientFolder } from '../files/use-files';
import { portalFailureMessage } from '../projects/portal-failure';
import styles from './Messages.module.css';
import { checkMessage, isSendShortcut } from './message-view';
import { useSendMessage } from './use-messages';

/**
 * Writes to the agency: a message and an optional file. Ctrl/⌘+Enter sends. A refusal shows
 * by the field it is about, and nothing typed or chosen is lost.
 */
export function MessageComposer({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const send = useSendMessage();
  const folder = useClientFolder();
  const formRef = useRef<HTMLFormElement>(null);
  const [body, setBody] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const focus = (selector: string) =>
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();

  const chooseFile = (file: File | null) => {
    setAttachment(file);
    const found = file ? checkClientFile(file) : null;
    setFileError(found ? t(`files.problems.${found}`) : null);
  };

  async function submit() {
    if (isSending) return;
    setFailure(null);
    const problem = checkMessage(body);
    setBodyError(problem ? t(`messages.problems.${problem}`) : null);
    const fileProblem = attachment ? checkClientFile(attachment) : null;
    if (fileProblem) setFileError(t(`files.problems.${fileProblem}`));
    else if (attachment && !folder) setFileError(t('files.problems.noFolder'));
    if (problem) return focus('textarea');
    if (fileProblem || (attachment && !folder)) return focus('input[type="file"]');

    setIsSending(true);
    try {
      const result = await send({ body, projectId, attachment, folder });
      if (result.success) {
        setBody('');
        chooseFile(null);
        const picker = formRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
        if (picker) picker.value = '';
        focus('textarea');
        return;
      }
      const storage = uploadProblem(result);
      if (storage && storage !== 'network' && storage !== 'demo') {
        setFileError(t(`files.problems.${storage}`));
      } else if (result.fields?.body) {
        setBodyError(result.fields.body);
        focus('textarea');
      } else {
        setFailure(portalFailureMessage(t, result));
      }
    } catch (error) {
      console.error('[remote-portal] sending a message failed', error);
      setFailure(t('messages.unexpected'));
    } finally {
      setIsSending(false);
    }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendShortcut(event)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form ref={formRef} className={styles.composer} noValidate onSubmit={handleSubmit}>
      <TextAreaField
        label={t('messages.composer.label')}
        hint={t('messages.composer.hint')}
        rows={4}
        value={body}
        error={bodyError}
        onChange={(event) => {
          setBody(event.target.value);
          setBodyError(null);
        }}
        onKeyDown={handleKeyDown}
      />
      <TextField
        type="file"
        label={t('messages.composer.attachment')}
        isOptional
        accept={CLIENT_FILE_ACCEPT}
        error={fileError}
        disabled={isSending}
        onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
      />
      <FailureLine>{failure}</FailureLine>
      <Button type="submit" disabled={isSending}>
        {isSending ? t('messages.composer.sending') : t('messages.composer.send')}
      </Button>
    </form>
  );
}
