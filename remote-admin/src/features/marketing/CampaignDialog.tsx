import { agencyToday, Dialog, SelectField, TextField } from '@atelier/shared';
import { CAMPAIGN_CHANNELS, type Campaign } from '@atelier/shared/contract';
import { bindTextField } from '@atelier/shared/forms';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { isFieldOf } from '../../common/form-rules';
import { RecordForm } from '../../common/RecordForm';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import { createCampaign, updateCampaign } from './api';
import { CampaignLink } from './CampaignLink';
import {
  CAMPAIGN_FIELDS,
  type CampaignValues,
  campaignPayload,
  campaignProblems,
  campaignValues,
} from './campaign-form';
import { useMarketingForm } from './marketing-form';
import { useMarketingWrite } from './use-marketing';

type CampaignDialogProps = {
  /** The campaign to edit; null: a new one. */
  campaign: Campaign | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (campaign: Campaign) => void;
};

/** Creates or edits a campaign, its UTM link built and copyable as the tags are typed. */
export function CampaignDialog({ campaign, isOpen, onClose, onSaved }: CampaignDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={isOpen}
      title={campaign ? t('marketing.campaigns.editTitle') : t('marketing.campaigns.newTitle')}
      onClose={onClose}
    >
      {/* Mounted only while open: each opening starts from the campaign as stored. */}
      {isOpen ? <CampaignForm campaign={campaign} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function CampaignForm({ campaign, onClose, onSaved }: Omit<CampaignDialogProps, 'isOpen'>) {
  const { t } = useTranslation(NAMESPACE);
  const write = useMarketingWrite();
  const form = useMarketingForm({
    initial: campaignValues(campaign, agencyToday()),
    validate: campaignProblems,
    submit: (values: CampaignValues) =>
      write(() =>
        campaign
          ? updateCampaign({ id: campaign.id, ...campaignPayload(values) })
          : createCampaign(campaignPayload(values)),
      ),
    onSaved: (result) => onSaved(result.campaign),
    isShownField: isFieldOf(CAMPAIGN_FIELDS),
    mapServerErrors: ({ budget_cents: budget, ...fields }) =>
      budget ? { ...fields, budget } : fields,
  });
  const field = (name: (typeof CAMPAIGN_FIELDS)[number]) =>
    bindTextField(form, name, [name === 'budget' ? 'budget_cents' : name, name]);
  const tag = (name: (typeof CAMPAIGN_FIELDS)[number], isRequired = false) => (
    <TextField
      label={name}
      autoComplete="off"
      required={isRequired}
      isOptional={!isRequired}
      {...field(name)}
    />
  );
  return (
    <RecordForm
      form={form}
      requiredNote={t('marketing.campaigns.form.note')}
      submitLabel={t('marketing.campaigns.form.save')}
      pendingLabel={t('marketing.campaigns.form.saving')}
      onCancel={onClose}
    >
      <TextField label={t('marketing.campaigns.form.name')} required {...field('name')} />
      <div className={formStyles.grid}>
        <SelectField
          label={t('marketing.campaigns.form.channel')}
          options={CAMPAIGN_CHANNELS.map((value) => ({
            value,
            label: t(`marketing.channels.${value}`),
          }))}
          {...field('channel')}
        />
        <TextField
          label={t('marketing.campaigns.form.startDate')}
          type="date"
          required
          {...field('start_date')}
        />
        <TextField
          label={t('marketing.campaigns.form.endDate')}
          type="date"
          isOptional
          {...field('end_date')}
        />
        <TextField
          label={t('marketing.campaigns.form.budget')}
          inputMode="decimal"
          isOptional
          {...field('budget')}
        />
        <TextField
          label={t('marketing.campaigns.form.currency')}
          maxLength={3}
          {...field('currency')}
        />
      </div>
      <fieldset className={kitStyles.stack}>
        <legend>{t('marketing.campaigns.form.linkLegend')}</legend>
        <TextField
          label={t('marketing.campaigns.form.landingPath')}
          hint={t('marketing.campaigns.form.landingPathHint')}
          {...field('landing_path')}
        />
        <div className={formStyles.grid}>
          {tag('utm_source')}
          {tag('utm_medium')}
          {tag('utm_campaign', true)}
          {tag('utm_term')}
          {tag('utm_content')}
        </div>
        <CampaignLink tags={form.values} />
      </fieldset>
    </RecordForm>
  );
}
