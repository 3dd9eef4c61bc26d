import { Button, SelectField, TextField } from '@atelier/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Files.module.css';
import { CLIENT_FILE_ACCEPT, checkClientFile } from './file-checks';
import { uploadRefusalText } from './upload-failure';
import { useClientFolder, useUploadClientFile } from './use-files';

type FileUploadFormProps = {
  projects: ReadonlyArray<{ id: string; name: string }>;
  /** The project the page is filtered by: the upload's project unless another is chosen. */
  projectId: string | null;
  onUploaded: (name: string) => void;
};

/**
 * Sends one file to the shared folder: its type and size checked first, then uploaded to
 * storage and registered under a project. A refusal says why and keeps the chosen file.
 */
export function FileUploadForm({ projects, projectId, onUploaded }: FileUploadFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const folder = useClientFolder();
  const upload = useUploadClientFile();
  const formRef = useRef<HTMLFormElement>(null);
  const input = () => formRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
  const [file, setFile] = useState<File | null>(null);
  const [project, setProject] = useState(projectId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const found = chosen ? checkClientFile(chosen) : null;
    setProblem(found ? t(`files.problems.${found}`) : null);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setProblem(t('files.problems.none'));
      input()?.focus();
      return;
    }
    const found = checkClientFile(file);
    if (found) {
      setProblem(t(`files.problems.${found}`));
      input()?.focus();
      return;
    }
    if (!folder) {
      setProblem(t('files.problems.noFolder'));
      return;
    }
    setIsUploading(true);
    try {
      const result = await upload(folder, file, project || null);
      if (result.success) {
        setFile(null);
        setProblem(null);
        const picker = input();
        if (picker) picker.value = '';
        onUploaded(result.file.name);
        return;
      }
      setProblem(uploadRefusalText(t, result));
    } catch (error) {
      console.error('[remote-portal] uploading a file failed', error);
      setProblem(t('files.problems.unexpected'));
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.upload}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        type="file"
        label={t('files.upload.file')}
        hint={t('files.upload.limits')}
        accept={CLIENT_FILE_ACCEPT}
        error={problem}
        disabled={isUploading}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {projects.length > 0 ? (
        <SelectField
          label={t('files.upload.project')}
          value={project}
          disabled={isUploading}
          options={[
            { value: '', label: t('files.upload.noProject') },
            ...projects.map((each) => ({ value: each.id, label: each.name })),
          ]}
          onChange={(event) => setProject(event.target.value)}
        />
      ) : null}
      <Button type="submit" disabled={isUploading}>
        {isUploading ? t('files.upload.sending') : t('files.upload.submit')}
      </Button>
    </form>
  );
}
