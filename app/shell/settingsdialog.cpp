// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/shell/settingsdialog.h"

#include "app/common/appsettings.h"
#include "app/common/language.h"
#include "app/play/sounds.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace quantum {

SettingsDialog::SettingsDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Settings"));
    m_language = new QComboBox;
    m_language->addItem(tr("System language (%1)").arg(nativeName(systemLanguage())), QString());
    for (const LanguageChoice &l : availableLanguages())
        m_language->addItem(l.nativeName, l.code);
    m_language->setCurrentIndex(
        qMax(0, m_language->findData(readSetting(Setting::Language).toString())));
    m_animations = new QComboBox;
    m_animations->addItem(tr("Off"));
    m_animations->addItem(tr("Normal"));
    m_animations->addItem(tr("Fast"));
    m_animations->setCurrentIndex(
        qBound(0, readSetting(Setting::AnimationSpeed).toInt(), 2));
    m_confirm = new QCheckBox(tr("Ask before ending a turn with actions left"));
    m_confirm->setChecked(readSetting(Setting::ConfirmEndTurn).toBool());
    m_sounds = new QCheckBox(tr("Play sounds"));
    m_sounds->setChecked(readSetting(Setting::Sounds).toBool());
    if (!SoundBoard::available()) {
        m_sounds->setEnabled(false);
        m_sounds->setToolTip(tr("This build of Quantum has no sound support (Qt Multimedia)."));
    }
    m_pace = new QSpinBox;
    m_pace->setRange(0, 3000);
    m_pace->setSingleStep(100);
    m_pace->setSuffix(tr(" ms"));
    m_pace->setValue(readSetting(Setting::ComputerPace).toInt());
    m_port = new QSpinBox;
    m_port->setRange(1, 65535);
    m_port->setValue(readSetting(Setting::LanPort).toInt());
    m_port->setToolTip(tr("The TCP port a network game you host listens on. Players who join "
                          "type it after the address."));
    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Animations:"), m_animations);
    form->addRow(m_confirm);
    form->addRow(m_sounds);
    form->addRow(tr("&Pause between other players' moves:"), m_pace);
    form->addRow(tr("&Network game port:"), m_port);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SettingsDialog::accept()
{
    writeSetting(Setting::AnimationSpeed, m_animations->currentIndex());
    writeSetting(Setting::ConfirmEndTurn, m_confirm->isChecked());
    writeSetting(Setting::ComputerPace, m_pace->value());
    writeSetting(Setting::Sounds, m_sounds->isChecked());
    writeSetting(Setting::LanPort, m_port->value());
    const QString language = m_language->currentData().toString();
    writeSetting(Setting::Language, language);
    // Every window words itself anew at once.
    if (resolveLanguage(language) != currentLanguage()) setLanguage(language);
    QDialog::accept();
}

} // namespace quantum
