#pragma once

#include <QFrame>

class QLabel;
class QTimer;

namespace quantum {

// A battle shown over the board: both dice rolling, the values, modifiers and totals, and
// the outcome. It never takes input; it fades after a few seconds or at the next click.
class CombatBanner : public QFrame {
    Q_OBJECT
public:
    struct Side {
        int player = 0;
        QString name;
        int shipValue = 0;
        int roll = 0;
        int total = 0;
    };
    explicit CombatBanner(QWidget *parent);
    void showCombat(const Side &attacker, const Side &defender, const QString &outcome,
                    bool animated);
    void place(); // top centre of the parent
    const Side &attacker() const { return m_atk; }
    const Side &defender() const { return m_def; }

private:
    void setFace(QLabel *label, int player, int value);
    void tick();

    QLabel *m_title = nullptr;
    QLabel *m_atkDie = nullptr;
    QLabel *m_defDie = nullptr;
    QLabel *m_atkText = nullptr;
    QLabel *m_defText = nullptr;
    QLabel *m_outcome = nullptr;
    QTimer *m_roll = nullptr;
    QTimer *m_hide = nullptr;
    Side m_atk, m_def;
    QString m_outcomeText;
    int m_frame = 0;
};

} // namespace quantum
