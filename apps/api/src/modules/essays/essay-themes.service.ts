import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EssayThemeDto, EssayThemeInput } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { EssayTheme } from './essay.entity';

function toThemeDto(theme: EssayTheme): EssayThemeDto {
  return { id: theme.id, name: theme.name, name_kk: theme.nameKk };
}

/** Essay themes, each named in Russian and Kazakh: admins add them, candidates choose one. */
@Injectable()
export class EssayThemesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<EssayThemeDto[]> {
    const themes = await this.dataSource.getRepository(EssayTheme).find({ order: { id: 'ASC' } });
    return themes.map(toThemeDto);
  }

  async create(input: EssayThemeInput): Promise<EssayThemeDto> {
    const repository = this.dataSource.getRepository(EssayTheme);
    return toThemeDto(await repository.save(repository.create({ name: input.name, nameKk: input.name_kk })));
  }
}
