// The language the window speaks: the translations compiled in (resources/translations/, as
// ":/i18n/attention-lab_<code>.qm"), chosen in View ▸ Language or else the system's, installed
// once as the window starts (a change takes effect at the next start, and the menu says so).
// The command line never comes here: it stays English for the scripts that read it.
//
// Two pseudo-languages help find what is left untranslated: "pseudo" wraps every translated
// string in ⟦ ⟧ (what shows without them never went through tr()), and "pseudo-rtl" does the
// same right to left. Neither is offered in the menu; ATTENTION_LAB_LANGUAGE=pseudo picks one.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace attn::language {

struct Language {
    QString code; // as the .qm file is named: "de", "zh_CN"; "en" for the source
    QString name; // in its own language: "Deutsch", "简体中文"
};

// English, then every translation compiled in, by code.
QList<Language> available();

// The choice kept in the settings: a code, or empty to follow the system.
QString chosen();
void setChosen(const QString &code);

// The language shown for a choice: the choice when it is available (or a pseudo-language),
// else the first of the system's languages (QLocale::uiLanguages()) that is, else English.
QString resolve(const QString &choice, const QStringList &uiLanguages);

// What the window starts in: ATTENTION_LAB_LANGUAGE when set, else the settings' choice,
// resolved against the system locale.
QString atStart();

// Installs the app's translation for code and Qt's own (the standard dialogs' buttons),
// replacing any installed by an earlier call; "en" removes them. Where the language is not the
// locale's, QLocale's default follows it (the window's numbers, a decimal comma typed), until
// the next call. False, with nothing changed, when code is neither available nor a
// pseudo-language.
bool install(const QString &code);

// The code installed last ("en" before any).
QString current();

// A built-in example's title (File ▸ Presets) in the window's language, and any of the
// examples' texts (a title, a note) given in English.
QString presetTitle(const QString &name);
QString presetText(const QString &english);

} // namespace attn::language
