import { Card, Grid, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const REQUIREMENTS = [1, 2, 3, 4, 5];

export function EssaySection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection id="essay" title={t('essay.title')} intro={t('essay.intro')} tinted>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={3} mb="md">
            {t('essay.requirements')}
          </Title>
          <List
            type="ordered"
            spacing="sm"
            center
            icon={
              <ThemeIcon size={24} radius="xl" color="teal" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {REQUIREMENTS.map((n) => (
              <List.Item key={n}>{t(`essay.requirement.${n}`)}</List.Item>
            ))}
          </List>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Title order={3} size="h4" mb="xs">
              {t('essay.scoring.title')}
            </Title>
            <Text>{t('essay.scoring.text')}</Text>
          </Card>
        </Grid.Col>
      </Grid>
    </LandingSection>
  );
}
