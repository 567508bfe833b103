#include "app/helpdialogs.h"

#include "app/appsettings.h"

#include "app/diceart.h"
#include "app/eventtext.h"
#include "app/sounds.h"
#include "engine/cards.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace quantum {

SettingsDialog::SettingsDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Settings"));
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
    auto *form = new QFormLayout;
    form->addRow(tr("&Animations:"), m_animations);
    form->addRow(m_confirm);
    form->addRow(m_sounds);
    form->addRow(tr("&Pause between other players' moves:"), m_pace);
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
    QDialog::accept();
}

CardGallery::CardGallery(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Card gallery"));
    auto *browser = new QTextBrowser;
    QString gambits, commands;
    int total = 0;
    for (int i = 0; i < kCardKinds; ++i) {
        const Card c = Card(i);
        const CardInfo &info = cardInfo(c);
        total += info.count;
        const QString row = QStringLiteral("<tr><td><b>%1</b> ×%2</td><td>%3</td></tr>")
                                .arg(GameText::cardName(c).toHtmlEscaped())
                                .arg(info.count)
                                .arg(GameText::cardText(c).toHtmlEscaped());
        (info.gambit ? gambits : commands) += row;
    }
    browser->setHtml(
        QStringLiteral(
            "<p>%1</p><h2>%2</h2><p>%3</p><table "
            "cellspacing=6>%4</table><h2>%5</h2><p>%6</p><table cellspacing=6>%7</table>")
            .arg(tr("All %n card(s) of the game.", nullptr, total), tr("Gambit cards"),
                 tr("Used once, then discarded."), gambits, tr("Command cards"),
                 tr("Kept (up to three) and active from your next turn."), commands));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    resize(760, 680);
}

} // namespace quantum
