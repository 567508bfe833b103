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

RulesDialog::RulesDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Rules"));
    auto *browser = new QTextBrowser;
    QTextDocument *doc = browser->document();
    for (int v = 1; v <= 6; ++v)
        doc->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("die:%1").arg(v)),
                         shipDiePixmap(v % 4, v, 40, devicePixelRatioF()).toImage());
    QString ships;
    for (int v = 1; v <= 6; ++v)
        ships += QStringLiteral("<tr><td><img src='die:%1' width=40 height=40></td><td><b>%2 "
                                "(%1)</b><br>%3</td></tr>")
                     .arg(v)
                     .arg(GameText::shipType(v), GameText::shipAbility(v));
    const QString html =
        QStringLiteral(
            "<h1>%1</h1><p>%2</p><h2>%3</h2><p>%4</p><h2>%5</h2><p>%6</p><h2>%7</h2><p>%8</p>"
            "<h2>%9</h2><p>%10</p><h2>%11</h2><table "
            "cellspacing=8>%12</table><h2>%13</h2><p>%14</p>")
            .arg(tr("Quantum in short"),
                 tr("Each player commands a small fleet of dice. Win by placing all your quantum "
                    "cubes on planets before anyone else."),
                 tr("Setup"),
                 tr("Everyone rolls three ships and may re-roll all three once. The lowest total "
                    "plays first. In turn order, each player puts a cube on a free starting "
                    "planet, then places the three ships on its orbital positions."),
                 tr("Your turn"),
                 tr("You have three actions: move or attack with a ship, reconfigure (re-roll) a "
                    "ship, deploy a ship from your scrapyard next to a planet with your cube, "
                    "research (+1), or construct (two actions) a cube on a planet whose orbital "
                    "positions hold your ships adding up exactly to its number. Then you take an "
                    "advance card for each cube you placed."),
                 tr("Movement and combat"),
                 tr("A ship moves up to its value in steps to a neighbouring square (not "
                    "diagonally), turning as it likes, never through planets or ships. To attack, "
                    "end the move on an enemy ship. Both sides roll a die and add their ship's "
                    "value: the lower total wins, ties go to the attacker. A destroyed ship is "
                    "re-rolled and goes to its owner's scrapyard; the winner gains dominance."),
                 tr("Dominance and research"),
                 tr("When your dominance reaches 6 you place a cube on any planet that has room "
                    "and none of yours, and dominance drops back to 1. When your research is 6 at "
                    "the end of your turn you make a breakthrough: an advance card, and research "
                    "back to 1. After your actions you take one card for each cube you placed this "
                    "turn: gambits act once, command cards last."),
                 tr("Ship types"), ships, tr("On the board"),
                 tr("Click one of your ships: green squares are moves, red squares attacks. Gold "
                    "circles are planets you can choose. The prompt under the board always says "
                    "what is asked."));
    browser->setHtml(html);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    resize(720, 640);
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
