import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { rejectReasonDtoSchema } from '@expert-portal/contracts';
import { referenceController } from './reference.controller';
import {
  EducationLevel,
  LanguageItem,
  RejectReason,
  Subject,
  TeacherCategory,
} from './reference-item.entity';

const ENTITIES = [TeacherCategory, LanguageItem, Subject, EducationLevel, RejectReason];

@Module({
  imports: [TypeOrmModule.forFeature(ENTITIES)],
  controllers: [
    referenceController('teacher_category', TeacherCategory),
    referenceController('languages', LanguageItem),
    referenceController('subjects', Subject),
    referenceController('education_level', EducationLevel),
    // The client reads a reason's text as `description`.
    referenceController('reject_reasons', RejectReason, {
      fields: (dto) => ({ description: dto.name }),
      schema: rejectReasonDtoSchema,
    }),
  ],
})
export class ReferenceModule {}
